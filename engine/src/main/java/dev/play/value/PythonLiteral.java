package dev.play.value;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Python's {@code ast.literal_eval}, as Ansible applies it to an INI inventory's values and to the
 * text a template renders to: the value when the text is a Python literal, otherwise the text
 * itself. So {@code 1} is an int, {@code 1.5} a float, {@code True}/{@code False} booleans, {@code
 * None} null, {@code 'x'} / {@code "x"} strings, {@code [1, 2]} and {@code (1, 2)} lists, {@code
 * {'a': 1}} maps; but {@code true}, {@code yes}, {@code 01} and {@code 1+2} stay strings. A
 * trailing Python comment after a literal is ignored. Complex numbers, f-strings and other
 * expressions are not literals and stay text.
 */
public final class PythonLiteral {
  private final String text;
  private int pos;

  private PythonLiteral(String text) {
    this.text = text;
  }

  /** Not a literal: the caller keeps the text. */
  private static final class NotLiteral extends RuntimeException {
    NotLiteral() {
      super(null, null, false, false);
    }
  }

  /** The literal's value, or {@code text} unchanged when it is no Python literal. */
  public static Object valueOf(String text) {
    return unwrap(parse(text).orElse(text));
  }

  /** The literal's value; empty when the text is no literal, or is {@code None} alone. */
  public static Optional<Object> literal(String text) {
    return parse(text).map(PythonLiteral::unwrap);
  }

  /** The literal's value ({@link #NULL} for {@code None}), or empty when it is no literal. */
  private static Optional<Object> parse(String text) {
    try {
      PythonLiteral p = new PythonLiteral(text);
      Object value = p.top();
      p.skipSpace();
      return p.pos == text.length() ? Optional.of(value) : Optional.empty();
    } catch (NotLiteral | IndexOutOfBoundsException e) {
      return Optional.empty();
    }
  }

  /** Stands for a literal {@code None} while parsing (Optional cannot hold null). */
  private static final Object NULL = new Object();

  private static Object unwrap(Object value) {
    return value == NULL ? null : value;
  }

  private Object top() {
    Object first = value();
    skipSpace();
    if (!peek(',')) {
      return first;
    }
    List<Object> tuple = new ArrayList<>();
    tuple.add(first);
    while (accept(',')) {
      skipSpace();
      if (pos >= text.length()) {
        break;
      }
      tuple.add(value());
      skipSpace();
    }
    return unwrapAll(tuple);
  }

  private Object value() {
    skipSpace();
    char c = text.charAt(pos);
    return switch (c) {
      case '[' -> sequence(']');
      case '(' -> parenthesized();
      case '{' -> braces();
      case '-', '+' -> signed();
      default -> Character.isDigit(c) || c == '.' ? number() : wordOrString();
    };
  }

  private Object signed() {
    boolean negative = text.charAt(pos++) == '-';
    skipSpace();
    Object n = number();
    if (!negative) {
      return n;
    }
    return switch (n) {
      case Integer i when i != Integer.MIN_VALUE -> -i;
      case Long l -> narrow(BigInteger.valueOf(l).negate());
      case BigInteger b -> narrow(b.negate());
      case Double d -> -d;
      default -> narrow(BigInteger.valueOf(((Number) n).longValue()).negate());
    };
  }

  private Object number() {
    int start = pos;
    while (pos < text.length()
        && (Character.isLetterOrDigit(text.charAt(pos))
            || "._".indexOf(text.charAt(pos)) >= 0
            || isExponentSign())) {
      pos++;
    }
    return PythonNumber.parse(text.substring(start, pos)).orElseThrow(NotLiteral::new);
  }

  private boolean isExponentSign() {
    char c = text.charAt(pos);
    char prev = text.charAt(pos - 1);
    return (c == '+' || c == '-')
        && (prev == 'e' || prev == 'E')
        && !text.startsWith("0x", pos - 2);
  }

  private Object wordOrString() {
    int start = pos;
    while (pos < text.length() && Character.isLetter(text.charAt(pos))) {
      pos++;
    }
    String word = text.substring(start, pos);
    if (pos < text.length() && (peek('\'') || peek('"')) && isStringPrefix(word)) {
      return strings(word.toLowerCase(Locale.ROOT).contains("r"));
    }
    return switch (word) {
      case "True" -> true;
      case "False" -> false;
      case "None" -> NULL;
      default -> throw new NotLiteral();
    };
  }

  private static boolean isStringPrefix(String word) {
    return word.isEmpty()
        || List.of("r", "u", "b", "br", "rb").contains(word.toLowerCase(Locale.ROOT));
  }

  /** One or more adjacent string literals, concatenated like Python does. */
  private String strings(boolean raw) {
    StringBuilder sb = new StringBuilder(readString(raw));
    while (true) {
      int save = pos;
      skipSpace();
      int prefixEnd = pos;
      while (prefixEnd < text.length() && Character.isLetter(text.charAt(prefixEnd))) {
        prefixEnd++;
      }
      String prefix = text.substring(pos, prefixEnd);
      if (prefixEnd < text.length()
          && "'\"".indexOf(text.charAt(prefixEnd)) >= 0
          && isStringPrefix(prefix)) {
        pos = prefixEnd;
        sb.append(readString(prefix.toLowerCase(Locale.ROOT).contains("r")));
      } else {
        pos = save;
        return sb.toString();
      }
    }
  }

  private String readString(boolean raw) {
    PythonString.Read read = PythonString.read(text, pos, raw).orElseThrow(NotLiteral::new);
    pos = read.end();
    return read.value();
  }

  private Object parenthesized() {
    int start = pos;
    pos++;
    skipSpace();
    if (accept(')')) {
      return List.of();
    }
    Object first = value();
    skipSpace();
    if (accept(')')) {
      return first;
    }
    pos = start;
    return sequence(')');
  }

  private List<Object> sequence(char close) {
    pos++;
    List<Object> items = new ArrayList<>();
    skipSpace();
    while (!accept(close)) {
      items.add(value());
      skipSpace();
      if (!accept(',')) {
        expect(close);
        break;
      }
      skipSpace();
    }
    return unwrapAll(items);
  }

  private Object braces() {
    int start = pos;
    pos++;
    skipSpace();
    if (accept('}')) {
      return new LinkedHashMap<Object, Object>();
    }
    value();
    skipSpace();
    boolean isDict = peek(':');
    pos = start;
    return isDict ? dict() : sequence('}');
  }

  /** A dict; its keys keep their types ({@code {17: 'a'}}), as literal_eval's. */
  private Map<Object, Object> dict() {
    pos++;
    Map<Object, Object> map = new LinkedHashMap<>();
    skipSpace();
    while (!accept('}')) {
      Object key = unwrap(value());
      skipSpace();
      expect(':');
      map.put(key, unwrap(value()));
      skipSpace();
      if (!accept(',')) {
        expect('}');
        break;
      }
      skipSpace();
    }
    return map;
  }

  private static List<Object> unwrapAll(List<Object> items) {
    List<Object> out = new ArrayList<>(items.size());
    for (Object item : items) {
      out.add(unwrap(item));
    }
    return out;
  }

  private boolean peek(char c) {
    return pos < text.length() && text.charAt(pos) == c;
  }

  private boolean accept(char c) {
    if (peek(c)) {
      pos++;
      return true;
    }
    return false;
  }

  private void expect(char c) {
    if (!accept(c)) {
      throw new NotLiteral();
    }
  }

  private void skipSpace() {
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (c == '#') {
        int eol = text.indexOf('\n', pos);
        pos = eol < 0 ? text.length() : eol;
      } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
        pos++;
      } else {
        return;
      }
    }
  }

  private static Object narrow(BigInteger b) {
    return PythonNumber.narrow(b);
  }
}
