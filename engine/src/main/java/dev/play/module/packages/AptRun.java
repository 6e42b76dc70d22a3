package dev.play.module.packages;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One apt-get run, non-interactive, waiting for the dpkg lock and finishing a dpkg run that was cut
 * off ({@link AptCommands#APPLY_FUNCTION}); its output becomes the result's stdout.
 *
 * @param policyRcD the exit code {@code /usr/sbin/policy-rc.d} gives during the run ({@link
 *     PolicyRcD}), or null to leave that file alone
 */
record AptRun(
    String describe, String command, int lockTimeout, List<String> creates, Integer policyRcD)
    implements Change {
  AptRun(String describe, String command, int lockTimeout, List<String> creates) {
    this(describe, command, lockTimeout, creates, null);
  }

  AptRun(String describe, String command, int lockTimeout) {
    this(describe, command, lockTimeout, List.of(), null);
  }

  /** This run with {@code /usr/sbin/policy-rc.d} exiting with {@code code} while it runs. */
  AptRun withPolicyRcD(int code) {
    return new AptRun(describe, command, lockTimeout, creates, code);
  }

  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    String run = "apt_apply " + lockTimeout + " " + command;
    if (policyRcD != null) {
      run = PolicyRcD.before(policyRcD) + run + "\n" + PolicyRcD.after();
    }
    CommandResult r = ctx.run(AptFacts.ENV + "\n" + AptCommands.APPLY_FUNCTION + "\n" + run);
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("stdout", r.stdout());
    out.put("stderr", r.stderr());
    out.put("stdout_lines", r.stdout().lines().toList());
    if (!r.ok()) {
      String last =
          r.stdout()
              .lines()
              .filter(l -> l.startsWith("E: "))
              .reduce((a, b) -> b)
              .orElse(r.stdout().strip());
      out.put("rc", r.rc());
      throw new ModuleFailure(describe + " failed: " + last, out);
    }
    return out;
  }
}
