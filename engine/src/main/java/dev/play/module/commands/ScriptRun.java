package dev.play.module.commands;

import dev.play.value.Shell;

/**
 * The command that runs a controller script on the host: its content arrives on standard input and
 * goes into a private temporary directory, removed on every way out; the script runs there with
 * {@code arguments} (as written: the shell reads them), its standard input empty.
 *
 * @param name the script's file name
 * @param arguments the rest of the free form, or empty
 * @param chdir the directory to run in, or null
 * @param executable what runs the script ({@code python3}), as written, or null to run it directly
 */
record ScriptRun(String name, String arguments, String chdir, String executable) {
  String script() {
    String path = "\"$d\"/" + Shell.quote(name);
    StringBuilder sh =
        new StringBuilder()
            .append("d=$(mktemp -d) || exit 1\n")
            .append("trap 'rm -rf \"$d\"' EXIT\n")
            .append("trap 'exit 1' HUP INT TERM\n")
            .append("cat > ")
            .append(path)
            .append(" && chmod 0700 ")
            .append(path)
            .append(" || exit 1\n");
    if (chdir != null) {
      sh.append("cd ").append(Shell.quote(chdir)).append(" || exit 1\n");
    }
    if (executable != null && !executable.isBlank()) {
      sh.append(executable).append(' ');
    }
    sh.append(path);
    if (!arguments.isEmpty()) {
      sh.append(' ').append(arguments);
    }
    return sh.append(" < /dev/null\n").toString();
  }

  String describe() {
    String where = chdir == null ? "" : " (in " + chdir + ")";
    String with = executable == null || executable.isBlank() ? "" : " with " + executable;
    return "run script " + name + (arguments.isEmpty() ? "" : " " + arguments) + with + where;
  }
}
