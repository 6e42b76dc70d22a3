package dev.play.module.containers;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One docker change run as one shell command; in the same round trip, {@code docker inspect} of
 * what it changed, returned as the result field {@code resultKey} (an empty map when it is gone).
 *
 * @param inspect the shell command that prints the object's inspect array (null: nothing to read
 *     back)
 * @param failure what failed, for the message; the command's last error lines are appended
 * @param creates resources later tasks see as present in check mode ({@code docker_network:NAME})
 */
record DockerStep(
    String describe,
    String script,
    String inspect,
    String resultKey,
    String failure,
    List<String> creates)
    implements Change {
  static final String MARK = "@@inspect";

  DockerStep {
    creates = List.copyOf(creates);
  }

  static DockerStep of(
      String describe, String script, String inspect, String resultKey, String failure) {
    return new DockerStep(describe, script, inspect, resultKey, failure, List.of());
  }

  DockerStep creating(String resource) {
    return new DockerStep(describe, script, inspect, resultKey, failure, List.of(resource));
  }

  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    String sh =
        "{ "
            + script
            + "\n}; rc=$?"
            + (inspect == null ? "" : "; echo " + MARK + "; " + inspect + " 2>/dev/null")
            + "; exit $rc";
    CommandResult r = ctx.run(sh);
    String out = r.stdout();
    int mark = out.indexOf(MARK + "\n");
    String before = mark < 0 ? out : out.substring(0, mark);
    Map<String, Object> result = new LinkedHashMap<>();
    if (inspect != null && resultKey != null) {
      Map<String, Object> obj =
          mark < 0 ? null : DockerCli.first(out.substring(mark + MARK.length() + 1));
      result.put(resultKey, obj == null ? Map.of() : obj);
    }
    if (!r.ok()) {
      result.put("rc", r.rc());
      result.put("stdout", before);
      result.put("stderr", r.stderr());
      throw new ModuleFailure(
          failure + ": " + lastLines(r.stderr().isBlank() ? before : r.stderr()), result);
    }
    if (!before.isBlank()) {
      result.put("stdout", before);
    }
    return result;
  }

  @Override
  public List<String> creates() {
    return creates;
  }

  static String lastLines(String text) {
    List<String> lines = text.strip().lines().toList();
    return String.join("\n", lines.subList(Math.max(0, lines.size() - 5), lines.size()));
  }
}
