package dev.play.module.commands;

import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.time.Clock;
import java.time.ZoneId;
import java.util.Map;

/**
 * {@code shell}: runs a command line through the host's shell ({@code executable}, default
 * /bin/sh).
 */
final class ShellModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(CommandOptions.argNames("executable:path"))
          .withAliases(Map.of("cmd", "_raw_params"))
          .asFreeForm();

  private final CommandPlanner planner;

  public ShellModule() {
    this(Clock.system(ZoneId.systemDefault())); // local time, as Ansible prints start and end
  }

  /** With {@code clock} for the result's start, end and delta. */
  public ShellModule(Clock clock) {
    this.planner = new CommandPlanner(clock);
  }

  @Override
  public String name() {
    return "shell";
  }

  @Override
  public boolean plansFromProbes() {
    return true;
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    String line = args.string("_raw_params");
    if (line.isBlank()) {
      throw new ModuleFailure("no command given", Map.of("rc", 256));
    }
    Invocation inv = Invocation.shell(line, args.stringOrNull("executable"));
    return planner.plan(inv, CommandOptions.from(args), ctx);
  }
}
