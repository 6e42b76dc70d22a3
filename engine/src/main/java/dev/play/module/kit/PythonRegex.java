package dev.play.module.kit;

import dev.play.module.ModuleFailure;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Python {@code re} syntax on Java's engine, as Ansible's lineinfile and replace use it: named
 * groups {@code (?P<name>...)} and {@code (?P=name)}, and {@code \1} / {@code \g<name>} in
 * replacement templates. Pure.
 */
public final class PythonRegex {
  private static final Pattern BACKREF = Pattern.compile("\\\\(\\d+)|\\\\g<(\\w+)>");

  private PythonRegex() {}

  /** Compiles a Python pattern; {@code what} names the argument in the error. */
  public static Pattern compile(String python, int flags, String module, String what)
      throws ModuleFailure {
    String java = python.replace("(?P<", "(?<").replaceAll("\\(\\?P=(\\w+)\\)", "\\\\k<$1>");
    try {
      return Pattern.compile(java, flags);
    } catch (PatternSyntaxException e) {
      throw new ModuleFailure(
          module + ": invalid " + what + " '" + python + "': " + e.getDescription());
    }
  }

  /** Python's {@code match.expand}: {@code \1} and {@code \g<name>} backreferences. */
  public static String expand(Matcher m, String template) {
    StringBuilder out = new StringBuilder();
    Matcher refs = BACKREF.matcher(template);
    int last = 0;
    while (refs.find()) {
      out.append(template, last, refs.start());
      String g =
          refs.group(1) != null
              ? m.group(Integer.parseInt(refs.group(1)))
              : refs.group(2).matches("\\d+")
                  ? m.group(Integer.parseInt(refs.group(2)))
                  : m.group(refs.group(2));
      out.append(g == null ? "" : g);
      last = refs.end();
    }
    return out.append(template.substring(last)).toString();
  }

  /**
   * Python's {@code re.subn}: every match of {@code p} in {@code text} replaced by the expanded
   * template.
   */
  public static Substitution subn(Pattern p, String template, String text) {
    Matcher m = p.matcher(text);
    StringBuilder out = new StringBuilder();
    int count = 0;
    int last = 0;
    while (m.find()) {
      out.append(text, last, m.start()).append(expand(m, template));
      last = m.end();
      count++;
    }
    out.append(text.substring(last));
    return new Substitution(out.toString(), count);
  }

  /** The text after substitution, and how many matches were replaced. */
  public record Substitution(String text, int count) {}
}
