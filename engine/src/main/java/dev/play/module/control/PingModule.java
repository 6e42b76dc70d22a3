package dev.play.module.control;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.Map;

/**
 * {@code ping}: runs a no-op on the host to prove it can run commands, and answers {@code ping:
 * <data>}. {@code data: crash} fails on purpose, as in Ansible.
 */
final class PingModule implements Module {
  private static final ArgSpec SPEC = ArgSpec.of("data:str=pong");

  @Override
  public String name() {
    return "ping";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    String data = args.string("data");
    if (data.equals("crash")) {
      throw new ModuleFailure(
          "MODULE FAILURE: boom (ping was asked to crash)", Map.of("exception", "Exception: boom"));
    }
    CommandResult probe = ctx.run("true");
    if (!probe.ok()) {
      throw new ModuleFailure(
          "host cannot run commands: " + probe.stderr().strip(), Map.of("rc", probe.rc()));
    }
    return Plan.noChange("pong", Map.of("ping", data));
  }
}
