package dev.play.module.commands;

import dev.play.module.kit.ArgvQuote;
import dev.play.value.Shell;
import java.util.HashMap;
import java.util.Map;

/**
 * The facts command and shell check before running, read in one sh command: whether {@code chdir}
 * exists and whether {@code creates}/{@code removes} match (relative to chdir).
 *
 * @param chdirMissing chdir was given and cannot be entered
 * @param createsFound the creates pattern matches something
 * @param removesFound the removes pattern matches something
 */
record CommandGuards(boolean chdirMissing, boolean createsFound, boolean removesFound) {
  /** The fact command for {@code options}. */
  public static String script(CommandOptions options) {
    StringBuilder sh = new StringBuilder();
    if (options.chdir() != null) {
      sh.append("cd ")
          .append(Shell.quote(options.chdir()))
          .append(" 2>/dev/null || { echo chdir=missing; exit 0; }\n");
    }
    appendMatch(sh, "creates", options.creates());
    appendMatch(sh, "removes", options.removes());
    return sh.toString();
  }

  private static void appendMatch(StringBuilder sh, String key, String pattern) {
    if (pattern != null) {
      sh.append("m=absent; for p in ")
          .append(ArgvQuote.glob(pattern))
          .append("; do if [ -e \"$p\" ] || [ -L \"$p\" ]; then m=present; break; fi; done; echo ")
          .append(key)
          .append("=$m\n");
    }
  }

  /** Reads the fact command's output ({@code key=value} lines). */
  public static CommandGuards parse(String stdout) {
    Map<String, String> facts = new HashMap<>();
    for (String line : stdout.split("\n")) {
      int eq = line.indexOf('=');
      if (eq > 0) {
        facts.put(line.substring(0, eq).trim(), line.substring(eq + 1).trim());
      }
    }
    return new CommandGuards(
        "missing".equals(facts.get("chdir")),
        "present".equals(facts.get("creates")),
        "present".equals(facts.get("removes")));
  }
}
