package dev.play.expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntPredicate;

/** Python's {@code str} methods that Ansible content calls. */
final class StringMethods {
  private StringMethods() {}

  static Object call(String s, String name, Params p) {
    return switch (name) {
      case "split" ->
          PySplit.split(s, p.atMost(2).string(0, "sep", null), p.integer(1, "maxsplit", -1));
      case "rsplit" ->
          PySplit.rsplit(s, p.atMost(2).string(0, "sep", null), p.integer(1, "maxsplit", -1));
      case "splitlines" -> List.copyOf(s.lines().toList());
      case "strip" -> PySplit.strip(s, p.atMost(1).string(0, "chars", null), true, true);
      case "lstrip" -> PySplit.strip(s, p.atMost(1).string(0, "chars", null), true, false);
      case "rstrip" -> PySplit.strip(s, p.atMost(1).string(0, "chars", null), false, true);
      case "upper" -> s.toUpperCase(Locale.ROOT);
      case "lower", "casefold" -> s.toLowerCase(Locale.ROOT);
      case "capitalize" -> TextFilters.capitalize(s, List.of());
      case "title" -> title(s);
      case "swapcase" -> swapcase(s);
      case "startswith" -> affix(s, p, true);
      case "endswith" -> affix(s, p, false);
      case "replace" -> replace(s, p.atMost(3));
      case "find" -> (Object) s.indexOf(p.atMost(1).string(0, "sub", null));
      case "rfind" -> (Object) s.lastIndexOf(p.atMost(1).string(0, "sub", null));
      case "index", "rindex" -> index(s, name, p.atMost(1).string(0, "sub", null));
      case "count" -> count(s, p.atMost(1).string(0, "sub", null));
      case "join" -> join(s, p.atMost(1).required(0, "iterable"));
      case "format" -> PyFormat.format(s, p.args(), p.kwargs());
      case "zfill" -> zfill(s, (int) p.integer(0, "width", 0));
      case "center", "ljust", "rjust" ->
          pad(s, name, (int) p.integer(0, "width", 0), p.string(1, "fillchar", " "));
      case "partition" -> partition(s, p.atMost(1).string(0, "sep", null), false);
      case "rpartition" -> partition(s, p.atMost(1).string(0, "sep", null), true);
      case "isdigit", "isdecimal", "isnumeric" -> all(s, Character::isDigit);
      case "isalpha" -> all(s, Character::isLetter);
      case "isalnum" -> all(s, Character::isLetterOrDigit);
      case "isspace" -> all(s, Character::isWhitespace);
      case "islower" -> cased(s, true);
      case "isupper" -> cased(s, false);
      default -> throw Methods.noMethod(s, name);
    };
  }

  private static String title(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    boolean previousCased = false;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      sb.append(previousCased ? Character.toLowerCase(c) : Character.toTitleCase(c));
      previousCased = Character.isLetter(c);
    }
    return sb.toString();
  }

  private static String swapcase(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    s.chars()
        .forEach(
            c ->
                sb.append(
                    (char)
                        (Character.isUpperCase(c)
                            ? Character.toLowerCase(c)
                            : Character.toUpperCase(c))));
    return sb.toString();
  }

  private static boolean affix(String s, Params p, boolean prefix) {
    Object what = p.atMost(1).required(0, prefix ? "prefix" : "suffix");
    List<?> options = what instanceof List<?> l ? l : List.of(what);
    for (Object o : options) {
      if (!(o instanceof String a)) {
        throw new ExpressionException(
            p.method() + "() expects a string or a tuple of strings, got " + Types.name(o));
      }
      if (prefix ? s.startsWith(a) : s.endsWith(a)) {
        return true;
      }
    }
    return false;
  }

  private static String replace(String s, Params p) {
    String old = p.string(0, "old", null);
    String replacement = p.string(1, "new", null);
    if (old == null || replacement == null) {
      throw new ExpressionException("replace() needs the old and the new string");
    }
    Object count = p.get(2, "count", null);
    boolean all = count == null || Numbers.integerArg(count, "replace() count") < 0;
    return TextFilters.replace(s, java.util.Arrays.asList(old, replacement, all ? null : count))
        .toString();
  }

  private static Object index(String s, String name, String sub) {
    int at = name.equals("index") ? s.indexOf(sub) : s.lastIndexOf(sub);
    if (at < 0) {
      throw new ExpressionException("substring not found");
    }
    return at;
  }

  private static Object count(String s, String sub) {
    if (sub.isEmpty()) {
      return s.length() + 1;
    }
    int n = 0;
    for (int at = s.indexOf(sub); at >= 0; at = s.indexOf(sub, at + sub.length())) {
      n++;
    }
    return n;
  }

  private static String join(String sep, Object iterable) {
    List<String> parts = new ArrayList<>();
    for (Object item : ListFilters.items(iterable)) {
      if (!(item instanceof String str)) {
        throw new ExpressionException(
            "sequence item "
                + parts.size()
                + ": expected str instance, "
                + Types.name(item)
                + " found");
      }
      parts.add(str);
    }
    return String.join(sep, parts);
  }

  private static String zfill(String s, int width) {
    if (s.length() >= Widths.check(width)) {
      return s;
    }
    boolean signed = !s.isEmpty() && (s.charAt(0) == '-' || s.charAt(0) == '+');
    String zeros = "0".repeat(width - s.length());
    return signed ? s.charAt(0) + zeros + s.substring(1) : zeros + s;
  }

  private static String pad(String s, String how, int width, String fill) {
    if (fill == null || fill.length() != 1) {
      throw new ExpressionException(how + "() fill character must be exactly one character long");
    }
    int total = Widths.check(width) - s.length();
    if (total <= 0) {
      return s;
    }
    int left =
        switch (how) {
          case "ljust" -> 0;
          case "rjust" -> total;
          default -> total / 2 + (total & width & 1);
        };
    return fill.repeat(left) + s + fill.repeat(total - left);
  }

  private static Tuple partition(String s, String sep, boolean fromRight) {
    int at = fromRight ? s.lastIndexOf(sep) : s.indexOf(sep);
    if (at < 0) {
      return fromRight ? Tuple.of("", "", s) : Tuple.of(s, "", "");
    }
    return Tuple.of(s.substring(0, at), sep, s.substring(at + sep.length()));
  }

  private static boolean all(String s, IntPredicate p) {
    return !s.isEmpty() && s.chars().allMatch(p);
  }

  private static boolean cased(String s, boolean lower) {
    boolean anyCased =
        s.chars().anyMatch(c -> Character.isUpperCase(c) || Character.isLowerCase(c));
    return anyCased
        && s.chars().noneMatch(c -> lower ? Character.isUpperCase(c) : Character.isLowerCase(c));
  }
}
