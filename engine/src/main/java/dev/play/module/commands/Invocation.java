package dev.play.module.commands;

import dev.play.module.kit.ArgvQuote;
import dev.play.value.Shell;
import java.util.List;

/**
 * A command ready to run on a host.
 *
 * @param cmd what the result reports as {@code cmd}: the argv list (command) or the string (shell)
 * @param script the sh command line that runs it
 */
record Invocation(Object cmd, String script) {
  /** Runs {@code argv} directly: every word quoted, {@code exec} so no shell stays in between. */
  public static Invocation argv(List<String> argv) {
    return new Invocation(List.copyOf(argv), "exec " + ArgvQuote.join(argv));
  }

  /** Runs {@code line} through {@code executable} (the host's {@code sh} when null or /bin/sh). */
  public static Invocation shell(String line, String executable) {
    if (executable == null || executable.equals("/bin/sh")) {
      return new Invocation(line, line);
    }
    return new Invocation(line, "exec " + Shell.quote(executable) + " -c " + Shell.quote(line));
  }

  /** The command line as shown to users. */
  public String display() {
    return cmd instanceof List<?> argv
        ? ArgvQuote.join(argv.stream().map(String::valueOf).toList())
        : script;
  }
}
