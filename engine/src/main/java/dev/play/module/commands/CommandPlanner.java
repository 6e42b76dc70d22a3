package dev.play.module.commands;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.time.Clock;
import java.util.List;
import java.util.Map;

/**
 * Plans command and shell: read chdir/creates/removes in one fact command, then either skip with
 * Ansible's message or run the command (unpredictable, so check mode reports it skipped).
 */
final class CommandPlanner {
  private final Clock clock;

  public CommandPlanner(Clock clock) {
    this.clock = clock;
  }

  public Plan plan(Invocation inv, CommandOptions options, ModuleContext ctx)
      throws ModuleFailure, ConnectionException {
    if (options.needsFacts()) {
      CommandGuards guards = guards(options, ctx);
      if (guards.chdirMissing()) {
        throw new ModuleFailure(
            "Unable to change directory before execution: [Errno 2] No such file or directory: '"
                + options.chdir()
                + "'",
            Map.of("cmd", inv.cmd(), "rc", 1));
      }
      if (options.creates() != null && guards.createsFound()) {
        return skip(
            inv,
            options.creates() + " exists",
            "Did not run command since '" + options.creates() + "' exists");
      }
      if (options.removes() != null && !guards.removesFound()) {
        return skip(
            inv,
            options.removes() + " does not exist",
            "Did not run command since '" + options.removes() + "' does not exist");
      }
    }
    RunCommand run = new RunCommand(inv, options, clock);
    return new Plan(List.of(run), null, Map.of("cmd", inv.cmd()), List.of(), false);
  }

  private static CommandGuards guards(CommandOptions options, ModuleContext ctx)
      throws ModuleFailure, ConnectionException {
    CommandResult facts = ctx.probe(CommandGuards.script(options));
    if (!facts.ok()) {
      throw new ModuleFailure(
          "cannot check chdir/creates/removes: " + facts.stderr().strip(),
          Map.of("rc", facts.rc(), "stderr", facts.stderr()));
    }
    return CommandGuards.parse(facts.stdout());
  }

  private static Plan skip(Invocation inv, String why, String msg) {
    String reason = "skipped, since " + why;
    return Plan.noChange(reason, CommandResults.skipped(inv.cmd(), reason, msg));
  }
}
