package dev.play.config;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads a setting's text as its {@link SettingType} says. A bad value throws {@link
 * IllegalArgumentException} with a message for the user; the caller says where it came from.
 */
final class SettingValues {
  private static final Set<String> TRUE = Set.of("y", "yes", "on", "1", "true", "t");
  private static final Set<String> FALSE = Set.of("n", "no", "off", "0", "false", "f");
  private static final Pattern WHOLE = Pattern.compile("[+-]?\\d+(_\\d+)*");

  private SettingValues() {}

  /**
   * The value of {@code text} (null: the setting has none).
   *
   * @param base the directory relative paths start from
   */
  static Object read(Setting setting, String text, Path base, LocalEnvironment env) {
    return switch (setting.type()) {
      case STRING -> text == null ? null : unquote(text);
      case CHOICE -> text == null ? null : choice(setting, unquote(text));
      case COUNT -> text == null ? null : whole(text, 1);
      case NON_NEGATIVE -> text == null ? null : whole(text, 0);
      case BOOLEAN -> text == null ? null : bool(text);
      case PATH -> text == null ? null : path(text, base, env);
      case PATH_LIST -> paths(text, ",", base, env);
      case SEARCH_PATH -> paths(text, ":", base, env);
    };
  }

  /** One pair of matching quotes around the whole value removed, as Ansible's unquote. */
  static String unquote(String s) {
    boolean quoted =
        s.length() > 1
            && s.charAt(0) == s.charAt(s.length() - 1)
            && (s.charAt(0) == '"' || s.charAt(0) == '\'')
            && s.charAt(s.length() - 2) != '\\';
    return quoted ? s.substring(1, s.length() - 1) : s;
  }

  private static String choice(Setting setting, String value) {
    if (!setting.choices().contains(value)) {
      throw new IllegalArgumentException(
          "expected one of " + String.join(", ", setting.choices()) + ", got '" + value + "'");
    }
    return value;
  }

  /**
   * A whole number from {@code least} to {@link Integer#MAX_VALUE}, as Python's {@code int()} reads
   * it.
   */
  private static int whole(String text, int least) {
    String s = text.strip();
    long n;
    try {
      n = WHOLE.matcher(s).matches() ? Long.parseLong(s.replace("_", "")) : Long.MIN_VALUE;
    } catch (NumberFormatException tooLong) {
      n = Long.MIN_VALUE;
    }
    if (n < least || n > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(
          "expected a whole number of at least " + least + ", got '" + text + "'");
    }
    return (int) n;
  }

  private static boolean bool(String text) {
    String s = text.strip().toLowerCase(Locale.ROOT);
    if (TRUE.contains(s) || FALSE.contains(s)) {
      return TRUE.contains(s);
    }
    throw new IllegalArgumentException(
        "expected a boolean (true/false, yes/no, on/off, 1/0), got '" + text + "'");
  }

  private static Path path(String text, Path base, LocalEnvironment env) {
    try {
      return PathExpansion.expand(text, base, env);
    } catch (InvalidPathException e) {
      throw new IllegalArgumentException(
          "not a valid path: '" + text + "' (" + e.getReason() + ")");
    }
  }

  /** Paths split at {@code separator}; empty parts are skipped. */
  private static List<Path> paths(String text, String separator, Path base, LocalEnvironment env) {
    List<Path> out = new ArrayList<>();
    if (text != null) {
      for (String part : text.split(Pattern.quote(separator))) {
        String p = separator.equals(",") ? part.strip() : part;
        if (!p.isEmpty()) {
          out.add(path(p, base, env));
        }
      }
    }
    return List.copyOf(out);
  }
}
