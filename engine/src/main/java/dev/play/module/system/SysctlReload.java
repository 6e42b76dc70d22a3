package dev.play.module.system;

import static dev.play.value.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.Map;

/**
 * {@code sysctl -p FILE}: loads a file's settings into the kernel. As Ansible, a non-zero exit or
 * an error line fails the task unless {@code ignoreerrors}.
 */
record SysctlReload(String file, boolean ignoreErrors) implements Change {
  static final String DEFAULT_FILE = "/etc/sysctl.conf";

  @Override
  public String describe() {
    return "reload " + file + " (sysctl -p)";
  }

  String script() {
    return "sysctl -p" + (file.equals(DEFAULT_FILE) ? "" : " " + quote(file));
  }

  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    CommandResult r = ctx.run(script());
    String err = r.stderr().toLowerCase(java.util.Locale.ROOT);
    boolean failed =
        r.rc() != 0
            || err.contains("cannot stat")
            || err.contains("permission denied")
            || err.contains("read-only")
            || err.contains("invalid argument");
    if (failed && !ignoreErrors) {
      throw new ModuleFailure(
          "Failed to reload sysctl: " + (r.stdout() + r.stderr()).strip(),
          Map.of("rc", r.rc(), "stdout", r.stdout(), "stderr", r.stderr()));
    }
    return Map.of();
  }
}
