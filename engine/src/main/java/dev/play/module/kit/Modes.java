package dev.play.module.kit;

import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads Ansible's {@code mode} argument. An integer (YAML {@code 0644} arrives as 420) is the bits
 * themselves, as Ansible reads it; a string of octal digits is octal ({@code "644"}, {@code
 * "0644"}); anything else is symbolic ({@code u=rw,g=r,o=r}, {@code a+x}, {@code u=rwX}) or {@code
 * preserve}.
 */
public final class Modes {
  private static final Pattern OCTAL = Pattern.compile("0?[0-7]{1,4}");
  private static final Pattern CLAUSE = Pattern.compile("([ugoa]*)([-+=])([rwxXst]*|[ugo])");

  private Modes() {}

  /** The spec for {@code value}, or null when {@code value} is null. */
  public static ModeSpec parse(Object value) throws ModuleFailure {
    if (value == null) {
      return null;
    }
    if (value instanceof Number n) {
      return octal(n.intValue(), value);
    }
    String s = String.valueOf(value).trim();
    if (s.equals("preserve")) {
      return new ModeSpec.Preserve();
    }
    if (OCTAL.matcher(s).matches()) {
      return octal(Integer.parseInt(s, 8), value);
    }
    return symbolic(s);
  }

  private static ModeSpec octal(int bits, Object original) throws ModuleFailure {
    if (bits < 0 || bits > 07777) {
      throw new ModuleFailure("mode must be in octal or symbolic form, got '" + original + "'");
    }
    return new ModeSpec.Octal(bits);
  }

  private static ModeSpec symbolic(String s) throws ModuleFailure {
    List<ModeSpec.Clause> clauses = new ArrayList<>();
    for (String part : s.split(",", -1)) {
      Matcher m = CLAUSE.matcher(part.trim());
      if (!m.matches()) {
        throw new ModuleFailure("bad symbolic permission for mode: " + s);
      }
      String who = m.group(1).isEmpty() || m.group(1).contains("a") ? "ugo" : m.group(1);
      clauses.add(new ModeSpec.Clause(who, m.group(2).charAt(0), m.group(3)));
    }
    return new ModeSpec.Symbolic(s, clauses);
  }
}
