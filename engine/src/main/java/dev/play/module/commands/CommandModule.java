package dev.play.module.commands;

import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.ArgvQuote;
import java.time.Clock;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;

/**
 * {@code command}: runs a program with arguments, not through a shell. The free form (or {@code
 * cmd}) is split like {@code shlex.split}; {@code argv} gives the words directly. Unlike Ansible,
 * {@code $VARS} and {@code ~} in arguments are not expanded.
 */
final class CommandModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(CommandOptions.argNames("argv:list(str)"))
          .withAliases(Map.of("cmd", "_raw_params"))
          .asFreeForm();

  private final CommandPlanner planner;

  public CommandModule() {
    this(Clock.system(ZoneId.systemDefault())); // local time, as Ansible prints start and end
  }

  /** With {@code clock} for the result's start, end and delta. */
  public CommandModule(Clock clock) {
    this.planner = new CommandPlanner(clock);
  }

  @Override
  public String name() {
    return "command";
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
    return planner.plan(Invocation.argv(argv(args)), CommandOptions.from(args), ctx);
  }

  private static List<String> argv(Args args) throws ModuleFailure {
    String line = args.string("_raw_params");
    if (args.has("argv") && line != null && !line.isBlank()) {
      throw new ModuleFailure("only command or argv can be given, not both", Map.of("rc", 256));
    }
    List<String> argv =
        args.has("argv") ? args.list("argv") : ArgvQuote.split(line == null ? "" : line);
    if (argv.isEmpty() || argv.get(0).isBlank()) {
      throw new ModuleFailure("no command given", Map.of("rc", 256));
    }
    return argv;
  }
}
