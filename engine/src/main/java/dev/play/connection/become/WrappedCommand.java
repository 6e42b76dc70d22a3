package dev.play.connection.become;

import dev.play.connection.Become;
import dev.play.value.Shell;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A command ready to start: its argv and, when it escalates, the markers the handshake waits for.
 *
 * @param argv the program and its arguments (run directly locally, quoted for an SSH exec)
 * @param become the escalation, or null when the command runs as the connecting user
 * @param promptMarker the text sudo prints when it asks for the password (null without become)
 * @param successMarker the line the escalated shell prints first (null without become)
 */
public record WrappedCommand(
    List<String> argv, Become become, String promptMarker, String successMarker) {
  public WrappedCommand {
    argv = List.copyOf(argv);
  }

  public static WrappedCommand direct(String script) {
    return new WrappedCommand(List.of("/bin/sh", "-c", script), null, null, null);
  }

  public boolean escalates() {
    return become != null;
  }

  /** The argv as one POSIX sh command line (what an SSH exec request carries). */
  public String commandLine() {
    return argv.stream().map(Shell::quote).collect(Collectors.joining(" "));
  }

  @Override
  public String toString() {
    return "WrappedCommand[" + commandLine() + ", become=" + become + "]";
  }
}
