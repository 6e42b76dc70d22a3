package dev.play.config;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.input.InputText;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads an ini file as Python's configparser reads {@code ansible.cfg} for Ansible: {@code
 * [section]} headers (names are case-sensitive), {@code key = value} or {@code key: value} (split
 * at the first {@code =} or {@code :}; keys folded to lower case), whole-line comments starting
 * with {@code #} or {@code ;}, inline comments starting with a {@code ;} after whitespace (a {@code
 * #} after a value is part of it), continuation lines indented deeper than their key (joined with
 * newlines, blank lines kept inside), and a {@code [DEFAULT]} section inherited by every other. No
 * {@code %(name)s} interpolation: Ansible reads values raw. A line before any header, a line that
 * is neither a header nor a {@code key = value}, and a section or key given twice are errors naming
 * the file and line. {@link #parseText} reads other ini text as a plain {@code
 * configparser.ConfigParser()} does: without inline comments (local facts).
 */
public final class IniParser {
  private final Path file;
  private final boolean inlineComments;
  private final Map<String, Map<String, Value>> sections = new LinkedHashMap<>();
  private final Map<String, Value> defaults = new LinkedHashMap<>();
  private final Map<String, Integer> headerLines = new HashMap<>();
  private String section;
  private Value value;
  private int indent;

  /** A value being read: continuation lines are added to it. */
  private record Value(String section, String key, int line, int column, List<String> lines) {
    IniEntry entry() {
      return new IniEntry(section, key, String.join("\n", lines).stripTrailing(), line, column);
    }
  }

  private IniParser(Path file, boolean inlineComments) {
    this.file = file;
    this.inlineComments = inlineComments;
  }

  /** Reads {@code file}, which must be UTF-8. */
  static IniFile read(Path file) {
    String text;
    try {
      text = InputText.read(file);
    } catch (PlayError e) {
      throw new PlayError(PlayError.Kind.OPTIONS, e.source(), e.getMessage());
    }
    return parse(file, text);
  }

  static IniFile parse(Path file, String text) {
    return parse(file, text, true);
  }

  /**
   * {@code text} as configparser's defaults read it: a {@code ;} after a value is part of it.
   *
   * @throws PlayError naming {@code file}'s line for what configparser refuses
   */
  public static IniFile parseText(Path file, String text) {
    return parse(file, text, false);
  }

  private static IniFile parse(Path file, String text, boolean inlineComments) {
    IniParser p = new IniParser(file, inlineComments);
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      p.line(lines[i], i + 1);
    }
    Map<String, Map<String, IniEntry>> out = new LinkedHashMap<>();
    p.sections.forEach((name, values) -> out.put(name, entries(values)));
    return new IniFile(file, out, entries(p.defaults));
  }

  private static Map<String, IniEntry> entries(Map<String, Value> values) {
    Map<String, IniEntry> out = new LinkedHashMap<>();
    values.forEach((k, v) -> out.put(k, v.entry()));
    return out;
  }

  private void line(String raw, int n) {
    int comment = commentStart(raw, inlineComments);
    String content = (comment < 0 ? raw : raw.substring(0, comment)).strip();
    if (content.isEmpty()) {
      if (comment < 0 && value != null) {
        value.lines().add("");
      }
      return;
    }
    int lead = raw.indexOf(content.charAt(0));
    if (value != null && lead > indent) {
      value.lines().add(content);
      return;
    }
    indent = lead;
    int close = content.lastIndexOf(']');
    if (content.charAt(0) == '[' && close >= 2) {
      header(content.substring(1, close), n, lead + 1);
    } else if (section == null) {
      throw error(
          n,
          lead + 1,
          "this line comes before any [section] header (an ansible.cfg starts with one, such as [defaults])");
    } else {
      option(content, n, lead);
    }
  }

  /**
   * Where a comment starts: a whole-line {@code #} or {@code ;}, or ({@code inline}) a {@code ;}
   * after whitespace; -1 for none.
   */
  private static int commentStart(String raw, boolean inline) {
    String s = raw.strip();
    if (s.startsWith("#") || s.startsWith(";")) {
      return 0;
    }
    for (int i = inline ? raw.indexOf(';') : -1; i >= 0; i = raw.indexOf(';', i + 1)) {
      if (i == 0 || Character.isWhitespace(raw.charAt(i - 1))) {
        return i;
      }
    }
    return -1;
  }

  private void header(String name, int n, int column) {
    Integer earlier = headerLines.get(name);
    if (earlier != null && !name.equals(IniFile.DEFAULT_SECTION)) {
      throw error(n, column, "section [" + name + "] is already defined at line " + earlier);
    }
    headerLines.putIfAbsent(name, n);
    if (!name.equals(IniFile.DEFAULT_SECTION)) {
      sections.put(name, new LinkedHashMap<>());
    }
    section = name;
    value = null;
  }

  private void option(String content, int n, int lead) {
    int delimiter = firstDelimiter(content);
    if (delimiter < 0) {
      throw error(n, lead + 1, "expected 'key = value', 'key: value' or a [section] header");
    }
    String key = content.substring(0, delimiter).strip().toLowerCase(Locale.ROOT);
    if (key.isEmpty()) {
      throw error(n, lead + 1, "a key is missing before '" + content.charAt(delimiter) + "'");
    }
    Map<String, Value> target =
        section.equals(IniFile.DEFAULT_SECTION) ? defaults : sections.get(section);
    Value earlier = target.get(key);
    if (earlier != null) {
      throw error(
          n,
          lead + 1,
          "'" + key + "' is already set in section [" + section + "] at line " + earlier.line());
    }
    int start = delimiter + 1;
    while (start < content.length() && Character.isWhitespace(content.charAt(start))) {
      start++;
    }
    value =
        new Value(
            section, key, n, lead + start + 1, new ArrayList<>(List.of(content.substring(start))));
    target.put(key, value);
  }

  private static int firstDelimiter(String s) {
    int eq = s.indexOf('=');
    int colon = s.indexOf(':');
    return eq < 0 ? colon : colon < 0 ? eq : Math.min(eq, colon);
  }

  private PlayError error(int line, int column, String message) {
    return new PlayError(
        PlayError.Kind.OPTIONS, new Source(file.toString(), line, column), message);
  }
}
