package dev.play.expr;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Ansible's {@code comment(style='plain', **params)}: the text as a comment block, each line
 * decorated, between a prefix and a postfix line ({@code #} for 'plain'; 'erlang', 'c', 'cblock'
 * and 'xml' styles; any of newline, beginning, prefix, prefix_count, decoration, postfix,
 * postfix_count, end overridden by name).
 */
final class CommentFilter {
  private static final Map<String, Map<String, Object>> STYLES =
      Map.of(
          "plain", Map.of("decoration", "# "),
          "erlang", Map.of("decoration", "% "),
          "c", Map.of("decoration", "// "),
          "cblock", Map.of("beginning", "/*", "decoration", " * ", "end", " */"),
          "xml", Map.of("beginning", "<!--", "decoration", " - ", "end", "-->"));

  private CommentFilter() {}

  static Object comment(Object v, List<Object> args) {
    Map<String, Object> style = STYLES.get(ValueFormat.str(args.get(0)));
    if (style == null) {
      throw new ExpressionException(
          "unknown comment style "
              + ValueFormat.repr(args.get(0))
              + " (plain, erlang, c, cblock or xml)");
    }
    Map<?, ?> given = (Map<?, ?>) args.get(1);
    Object decoration =
        given.containsKey("decoration") ? given.get("decoration") : style.get("decoration");
    String prepostfix = ValueFormat.str(decoration).stripTrailing();
    Map<Object, Object> p =
        new LinkedHashMap<>(
            Map.of(
                "newline",
                "\n",
                "beginning",
                "",
                "prefix",
                prepostfix,
                "prefix_count",
                1,
                "decoration",
                "",
                "postfix",
                prepostfix,
                "postfix_count",
                1,
                "end",
                ""));
    p.putAll(style);
    p.putAll(given);
    return render(v, p);
  }

  private static String render(Object text, Map<Object, Object> p) {
    String newline = ValueFormat.str(p.get("newline"));
    String decoration = ValueFormat.str(p.get("decoration"));
    String prefix = ValueFormat.str(p.get("prefix"));
    String beginning = ValueFormat.str(p.get("beginning"));
    String end = ValueFormat.str(p.get("end"));
    StringBuilder out = new StringBuilder(beginning.isEmpty() ? "" : beginning + newline);
    if (!prefix.isEmpty()) {
      out.append(
          (prefix.equals(newline) ? newline : prefix + newline).repeat(count(p, "prefix_count")));
    }
    out.append(
        (decoration + ValueFormat.str(text).replace(newline, newline + decoration))
            .replace(decoration + newline, decoration.stripTrailing() + newline));
    out.append((newline + ValueFormat.str(p.get("postfix"))).repeat(count(p, "postfix_count")));
    return out.append(end.isEmpty() ? "" : newline + end).toString();
  }

  private static int count(Map<Object, Object> p, String key) {
    return Numbers.integerArg(p.get(key), "comment: " + key, 0, 1000);
  }
}
