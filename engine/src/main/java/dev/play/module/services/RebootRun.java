package dev.play.module.services;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One reboot, applied: the reboot command (a dropped connection counts as issued), then a new
 * connection that reads another boot identifier, then {@code test_command} succeeding; each wait
 * bounded by {@code reboot_timeout}, as Ansible's.
 */
final class RebootRun {
  private static final Duration FIRST_PAUSE = Duration.ofSeconds(1);
  private static final Duration PAUSE = Duration.ofSeconds(2);

  private final ModuleContext ctx;
  private final RebootModule.Request request;
  private final Waits waits;
  private final Instant start;
  private boolean connected = true;

  RebootRun(ModuleContext ctx, RebootModule.Request request, Waits waits) {
    this.ctx = ctx;
    this.request = request;
    this.waits = waits;
    this.start = waits.now();
  }

  Map<String, Object> run(String command, String bootBefore) throws ModuleFailure {
    issue(command);
    waitForNewBoot(bootBefore);
    waits.sleep(request.postDelay());
    waitForTestCommand();
    return result();
  }

  private void issue(String command) throws ModuleFailure {
    try {
      CommandResult r = ctx.run(command);
      if (r.rc() != 0) {
        Map<String, Object> result = result();
        result.put("rebooted", false);
        throw new ModuleFailure(
            "Reboot command failed. Error was: '"
                + r.stdout().strip()
                + ", "
                + r.stderr().strip()
                + "'",
            result);
      }
    } catch (ConnectionException e) {
      connected = false; // the host went down under the command: the reboot is under way
    }
  }

  private void waitForNewBoot(String before) throws ModuleFailure {
    Instant deadline = waits.now().plus(request.timeout());
    Duration pause = FIRST_PAUSE;
    while (true) {
      waits.sleep(pause);
      pause = PAUSE;
      String now = bootId();
      if (now != null && !now.isEmpty() && !now.equals(before)) {
        return;
      }
      if (!waits.now().isBefore(deadline)) {
        throw new ModuleFailure(
            "Timed out waiting for last boot time check (timeout="
                + request.timeout().toSeconds()
                + ")",
            result());
      }
    }
  }

  /** The boot identifier over a new connection, or null when the host does not answer yet. */
  private String bootId() {
    try {
      ctx.reconnect(request.connectTimeout());
      connected = true;
      CommandResult r = ctx.run(request.bootTimeCommand());
      return r.rc() == 0 ? r.stdout().strip() : null;
    } catch (ConnectionException e) {
      connected = false;
      return null;
    }
  }

  private void waitForTestCommand() throws ModuleFailure {
    Instant deadline = waits.now().plus(request.timeout());
    String last = "";
    while (true) {
      try {
        if (!connected) {
          ctx.reconnect(request.connectTimeout());
          connected = true;
        }
        CommandResult r = ctx.run(request.testCommand());
        if (r.rc() == 0) {
          return;
        }
        String output = (r.stderr() + " " + r.stdout()).strip();
        last = "rc=" + r.rc() + (output.isEmpty() ? "" : " " + output);
      } catch (ConnectionException e) {
        connected = false;
        last = e.getMessage();
      }
      if (!waits.now().isBefore(deadline)) {
        throw new ModuleFailure(
            "Timed out waiting for post-reboot test command (timeout="
                + request.timeout().toSeconds()
                + "): "
                + last,
            result());
      }
      waits.sleep(PAUSE);
    }
  }

  private Map<String, Object> result() {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("rebooted", true);
    r.put("elapsed", waits.secondsSince(start));
    return r;
  }
}
