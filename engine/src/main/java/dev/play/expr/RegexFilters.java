package dev.play.expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code regex_search}, {@code regex_findall} and {@code regex_escape}, as Ansible's. */
final class RegexFilters {
  private static final Pattern GROUP_NUMBER = Pattern.compile("\\\\(\\d+).*", Pattern.DOTALL);
  private static final Pattern GROUP_NAME = Pattern.compile("\\\\g<(\\S+)>.*", Pattern.DOTALL);
  private static final String PYTHON_SPECIAL = "()[]{}?*+-|^$\\.&~# \t\n\r\u000b\f";

  private RegexFilters() {}

  /**
   * {@code regex_search(regex, *groups, ignorecase=False, multiline=False)}: the first match, or
   * with {@code '\\1'} or {@code '\\g<name>'} arguments the list of those groups; None when nothing
   * matches.
   */
  static Object search(Object v, List<Object> args) {
    List<Object> groups = groupReferences(list(args.get(1)));
    Map<?, ?> flags = (Map<?, ?>) args.get(2);
    Pattern p =
        PyRegex.compile(
            args.get(0),
            Truthiness.isTrue(flags.get("ignorecase")),
            Truthiness.isTrue(flags.get("multiline")));
    Matcher m = p.matcher(ValueFormat.str(v));
    if (!m.find()) {
      return null;
    } else if (groups.isEmpty()) {
      return m.group();
    }
    List<Object> out = new ArrayList<>();
    for (Object group : groups) {
      out.add(groupOf(m, group));
    }
    return ListFilters.frozen(out);
  }

  private static List<Object> groupReferences(List<Object> args) {
    List<Object> groups = new ArrayList<>();
    for (Object arg : args) {
      String s = ValueFormat.str(arg);
      Matcher named = GROUP_NAME.matcher(s);
      Matcher numbered = GROUP_NUMBER.matcher(s);
      if (named.matches()) {
        groups.add(named.group(1));
      } else if (numbered.matches()) {
        groups.add(Integer.parseInt(numbered.group(1)));
      } else {
        throw new ExpressionException(
            "unknown argument "
                + ValueFormat.repr(arg)
                + ": groups are written '\\\\1' or '\\\\g<name>'");
      }
    }
    return groups;
  }

  private static String groupOf(Matcher m, Object group) {
    try {
      return group instanceof Integer i ? m.group(i) : m.group((String) group);
    } catch (IndexOutOfBoundsException | IllegalArgumentException e) {
      throw new ExpressionException("no such group: " + ValueFormat.repr(group));
    }
  }

  /**
   * {@code regex_findall(regex, multiline=False, ignorecase=False)}: Python's {@code re.findall}
   * (whole matches, the one group's text, or a tuple of groups; an unmatched group is '').
   */
  static Object findall(Object v, List<Object> args) {
    Pattern p =
        PyRegex.compile(
            args.get(0), Truthiness.isTrue(args.get(2)), Truthiness.isTrue(args.get(1)));
    Matcher m = p.matcher(ValueFormat.str(v));
    List<Object> out = new ArrayList<>();
    while (m.find()) {
      out.add(m.groupCount() == 0 ? m.group() : m.groupCount() == 1 ? text(m, 1) : groups(m));
    }
    return ListFilters.frozen(out);
  }

  private static Tuple groups(Matcher m) {
    List<Object> groups = new ArrayList<>();
    for (int i = 1; i <= m.groupCount(); i++) {
      groups.add(text(m, i));
    }
    return new Tuple(groups);
  }

  private static String text(Matcher m, int group) {
    String s = m.group(group);
    return s == null ? "" : s;
  }

  /** {@code regex_escape(re_type='python')}: Python's {@code re.escape}, or a POSIX basic one. */
  static Object escape(Object v, List<Object> args) {
    String s = ValueFormat.str(v);
    String type = ValueFormat.str(args.get(0));
    String special =
        switch (type) {
          case "python" -> PYTHON_SPECIAL;
          case "posix_basic" -> "].[^$*\\";
          default ->
              throw new ExpressionException(
                  "invalid regex type " + ValueFormat.repr(type) + " (python or posix_basic)");
        };
    StringBuilder out = new StringBuilder();
    s.chars().forEach(c -> out.append(special.indexOf(c) >= 0 ? "\\" : "").append((char) c));
    return out.toString();
  }

  @SuppressWarnings("unchecked")
  private static List<Object> list(Object v) {
    return (List<Object>) v;
  }
}
