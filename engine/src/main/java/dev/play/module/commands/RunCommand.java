package dev.play.module.commands;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.value.Shell;
import java.time.Clock;
import java.time.LocalDateTime;
import java.util.Map;

/** The one change of command and shell: run the command (in chdir, with stdin) and report it. */
record RunCommand(Invocation invocation, CommandOptions options, Clock clock) implements Change {
  @Override
  public String describe() {
    String where = options.chdir() == null ? "" : " (in " + options.chdir() + ")";
    return "run: " + invocation.display() + where;
  }

  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    LocalDateTime start = LocalDateTime.now(clock);
    CommandResult run = CommandResults.run(ctx, script(), options.stdin());
    LocalDateTime end = LocalDateTime.now(clock);
    Map<String, Object> result =
        CommandResults.completed(
            invocation, run, new CommandResults.Timing(start, end), options.stripEmptyEnds());
    if (run.rc() != 0) {
      throw new ModuleFailure(CommandResults.NON_ZERO, result);
    }
    return result;
  }

  /** The script sent to the host: enter chdir (failing if it vanished), then the command. */
  String script() {
    if (options.chdir() == null) {
      return invocation.script();
    }
    return "cd " + Shell.quote(options.chdir()) + " || exit 1\n" + invocation.script();
  }
}
