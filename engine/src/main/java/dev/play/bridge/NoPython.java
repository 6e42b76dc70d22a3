package dev.play.bridge;

import dev.play.connection.CommandResult;

/** A bridged module that could not start because the host has no Python where play looked. */
final class NoPython {
  private NoPython() {}

  /** Whether the runner did not start: the shell's "not found" (127) or "cannot run" (126). */
  static boolean notStarted(CommandResult out) {
    return out.rc() == 126 || out.rc() == 127;
  }

  /** Whether {@code out} says the shell found no {@code python} to run. */
  static boolean matches(CommandResult out, String python) {
    return notStarted(out)
        && ModuleOutput.mentions(
            out, python, "No such file or directory|not found|Permission denied");
  }

  static String message(String fqcn, String host, Interpreter python) {
    String where =
        python.discovered()
            ? "none of the interpreters Ansible looks for was found, so it tried " + python.path()
            : "ansible_python_interpreter is " + python.path() + ", which is not there";
    return "The module failed to execute correctly, you probably need to set the interpreter.\n"
        + "Module "
        + fqcn
        + " runs Ansible's own Python code on the host, and host "
        + host
        + " has no Python ("
        + where
        + "): install python3 there, set ansible_python_interpreter, or use play's native modules, which"
        + " need no Python on the host ('play doc -l' lists them)";
  }
}
