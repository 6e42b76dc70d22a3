package dev.play.module.containers;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One compose command ({@code up}, {@code down}, {@code stop}, {@code restart}), then the project's
 * containers and their last log lines, in the same round trip. After {@code up}, a service whose
 * container is not running fails the task with each service's state and logs.
 */
record ComposeRun(String describe, ComposeRequest r, String command, List<String> mustRun)
    implements Change {
  private static final String PS = "@@ps";
  private static final String LOGS = "@@logs";

  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    String script =
        r.prefix()
            + "out=$(dc "
            + command
            + " 2>&1); rc=$?; printf '%s\\n' \"$out\"; echo '"
            + PS
            + "';"
            + " dc ps -a --format json 2>/dev/null; echo '"
            + LOGS
            + "'; dc logs --no-color --tail 20 2>&1; exit $rc";
    CommandResult res = ctx.run(script);
    String out = res.stdout();
    int ps = out.indexOf(PS + "\n");
    int logs = out.indexOf(LOGS + "\n");
    String commandOut = ps < 0 ? out : out.substring(0, ps);
    ComposeState after =
        ps < 0 || logs < 0
            ? new ComposeState(Map.of(), List.of())
            : ComposeState.parse("", out.substring(ps + PS.length() + 1, logs));
    String logText = logs < 0 ? "" : out.substring(logs + LOGS.length() + 1);
    Map<String, Object> result = new LinkedHashMap<>();
    result.put(
        "containers", after.containers().stream().map(ComposeState.Container::facts).toList());
    result.put("stdout", commandOut);
    if (!res.ok()) {
      throw new ModuleFailure(
          "docker compose "
              + command.split(" ")[0]
              + " failed: "
              + lastLines(commandOut, 5)
              + logSection(logText),
          result);
    }
    List<String> down = new ArrayList<>();
    for (String service : mustRun) {
      List<ComposeState.Container> cs = after.of(service);
      if (cs.isEmpty() || cs.stream().anyMatch(c -> !c.running())) {
        down.add(
            service
                + ": "
                + (cs.isEmpty()
                    ? "no container"
                    : cs.stream()
                        .map(
                            c ->
                                c.state()
                                    + (c.health().isEmpty() ? "" : " (" + c.health() + ")")
                                    + (c.state().equals("exited") ? " exit " + c.exitCode() : ""))
                        .reduce((a, b) -> a + ", " + b)
                        .orElse("")));
      }
    }
    if (!down.isEmpty()) {
      throw new ModuleFailure(
          "services not running after docker compose up: "
              + String.join("; ", down)
              + logSection(logText),
          result);
    }
    return result;
  }

  private static String lastLines(String text, int n) {
    List<String> lines = text.strip().lines().toList();
    return String.join(" | ", lines.subList(Math.max(0, lines.size() - n), lines.size()));
  }

  private static String logSection(String logs) {
    return logs.isBlank() ? "" : "\nlast log lines:\n" + logs.strip();
  }
}
