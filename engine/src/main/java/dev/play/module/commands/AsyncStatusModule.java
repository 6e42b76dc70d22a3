package dev.play.module.commands;

import static dev.play.value.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code async_status}: the state of a job started with {@code async} and {@code poll: 0}, read
 * from {@code ~/.ansible_async/<jid>.{out,err,rc}} (the same user as the task that started it).
 * {@code until: job.finished} with {@code retries} waits for it; {@code mode: cleanup} removes the
 * job's files.
 */
final class AsyncStatusModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of("jid!:str", "mode:str=status [cleanup|status]").withEnum("mode", Mode.class);

  /** What {@code mode} asks for. */
  enum Mode {
    STATUS,
    CLEANUP
  }

  @Override
  public String name() {
    return "async_status";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    String jid = args.string("jid");
    if (!jid.matches("[A-Za-z0-9._-]+")) {
      throw new ModuleFailure("async_status: invalid jid '" + jid + "'");
    }
    boolean cleanup = args.enumValue("mode", Mode.class) == Mode.CLEANUP;
    String f = "\"$HOME/.ansible_async/\"" + quote(jid);
    String script =
        cleanup
            ? "rm -f " + f + ".out " + f + ".err " + f + ".rc; echo cleaned=1"
            : "if [ -f "
                + f
                + ".rc ]; then echo \"rc=$(cat "
                + f
                + ".rc)\"; echo \"out=$(base64 -w0 < "
                + f
                + ".out)\";"
                + " echo \"err=$(base64 -w0 < "
                + f
                + ".err)\"; elif [ -f "
                + f
                + ".out ]; then echo running=1; fi";
    CommandResult r = ctx.run(script);
    return plan(jid, cleanup, r.stdout());
  }

  /** The result for the job files' state. Pure. */
  static Plan plan(String jid, boolean cleanup, String out) throws ModuleFailure {
    Map<String, String> kv = new LinkedHashMap<>();
    out.lines()
        .filter(l -> l.indexOf('=') > 0)
        .forEach(l -> kv.put(l.substring(0, l.indexOf('=')), l.substring(l.indexOf('=') + 1)));
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("ansible_job_id", jid);
    if (cleanup) {
      result.put("erased", "~/.ansible_async/" + jid);
      return Plan.noChange("job " + jid + " files removed", result);
    }
    if (!kv.containsKey("rc") && !kv.containsKey("running")) {
      throw new ModuleFailure(
          "could not find job", Map.of("ansible_job_id", jid, "started", 1, "finished", 1));
    }
    result.put("started", 1);
    if (!kv.containsKey("rc")) {
      result.put("finished", 0);
      return Plan.noChange("job " + jid + " is running", result);
    }
    int rc = Integer.parseInt(kv.get("rc").strip());
    String stdout = decode(kv.get("out"));
    String stderr = decode(kv.get("err"));
    result.put("finished", 1);
    result.put("rc", rc);
    result.put("stdout", stdout.endsWith("\n") ? stdout.substring(0, stdout.length() - 1) : stdout);
    result.put("stderr", stderr.endsWith("\n") ? stderr.substring(0, stderr.length() - 1) : stderr);
    result.put("stdout_lines", stdout.lines().toList());
    result.put("stderr_lines", stderr.lines().toList());
    if (rc != 0) {
      String why =
          rc == 124
              ? "async task did not complete within the requested time"
              : "non-zero return code";
      throw new ModuleFailure(why, result);
    }
    return Plan.noChange("job " + jid + " finished (rc 0)", result);
  }

  private static String decode(String b64) {
    return b64 == null || b64.isEmpty()
        ? ""
        : new String(Base64.getDecoder().decode(b64.strip()), StandardCharsets.UTF_8);
  }
}
