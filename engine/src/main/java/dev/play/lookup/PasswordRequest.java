package dev.play.lookup;

import dev.play.expr.ExpressionException;
import dev.play.playbook.KvArgs;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * One term of the {@code password} lookup: {@code path [length=N] [chars=a,b] [seed=S]}, the
 * parameters also as keyword options (the term's win), read as Ansible's password lookup reads
 * them. {@code chars} names sets of Python's {@code string} module ({@code ascii_letters}, {@code
 * digits}, {@code punctuation} ...) or gives characters literally; {@code ,,} is a comma.
 */
record PasswordRequest(String path, int length, String chars, String seed) {
  private static final Set<String> PARAMS = Set.of("length", "encrypt", "chars", "ident", "seed");
  private static final List<Object> DEFAULT_CHARS = List.of("ascii_letters", "digits", ".,:-_");
  private static final String LOWER = "abcdefghijklmnopqrstuvwxyz";
  private static final String UPPER = LOWER.toUpperCase(Locale.ROOT);
  private static final String DIGITS = "0123456789";
  private static final String PUNCTUATION = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
  private static final String WHITESPACE = " \t\n\r\u000b\f";
  private static final Map<String, String> SETS =
      Map.of(
          "ascii_letters",
          LOWER + UPPER,
          "ascii_lowercase",
          LOWER,
          "ascii_uppercase",
          UPPER,
          "digits",
          DIGITS,
          "hexdigits",
          DIGITS + "abcdefABCDEF",
          "octdigits",
          "01234567",
          "punctuation",
          PUNCTUATION,
          "whitespace",
          WHITESPACE,
          "printable",
          DIGITS + LOWER + UPPER + PUNCTUATION + WHITESPACE);

  static PasswordRequest parse(String term, Map<String, Object> options) {
    int space = term.indexOf(' ');
    String path = space < 0 ? term : term.substring(0, space);
    Map<String, Object> params = new LinkedHashMap<>();
    if (space >= 0) {
      params.putAll(KvArgs.parse(term.substring(space + 1), false));
      Object raw = params.remove(KvArgs.RAW_PARAMS);
      if (raw != null) {
        path = path + " " + raw;
        if (!term.startsWith(path)) {
          throw new LookupException(
              "Unrecognized value after key=value parameters given to password lookup");
        }
      }
    }
    List<String> unknown =
        params.keySet().stream().filter(k -> !PARAMS.contains(k)).sorted().toList();
    if (!unknown.isEmpty()) {
      throw new LookupException(
          "Unrecognized parameter(s) given to password lookup: " + String.join(", ", unknown));
    }
    Map<String, Object> all = new LinkedHashMap<>(options);
    all.putAll(params);
    return of(path, new Options("password", all));
  }

  private static PasswordRequest of(String path, Options o) {
    if (o.has("encrypt")) {
      throw new ExpressionException(
          "the password lookup's 'encrypt' is not supported by play yet; hash the "
              + "password with a task instead");
    }
    long length = o.integer("length", 20);
    if (length < 0 || length > 100_000) {
      throw new LookupException("password length must be between 0 and 100000, got " + length);
    }
    String chars = candidates(o.has("chars") ? charSpecs(o.raw("chars", null)) : DEFAULT_CHARS);
    if (chars.isEmpty() && length > 0) {
      throw new LookupException("the password lookup's chars leave no character to choose from");
    }
    return new PasswordRequest(
        path, (int) length, chars, o.has("seed") ? o.string("seed", null) : null);
  }

  /**
   * {@code chars} as a list of specs: a string is split at commas, {@code ,,} standing for a comma.
   */
  private static List<Object> charSpecs(Object chars) {
    if (!(chars instanceof String s)) {
      return chars instanceof List<?> l ? new ArrayList<>(l) : List.of(String.valueOf(chars));
    }
    List<Object> specs = new ArrayList<>();
    if (s.contains(",,")) {
      specs.add(",");
    }
    for (String part : s.replace(",,", ",").split(",")) {
      if (!part.isEmpty()) {
        specs.add(part);
      }
    }
    return specs;
  }

  /** The characters to pick from: each spec's set or itself, quotes removed. */
  private static String candidates(List<Object> specs) {
    StringBuilder out = new StringBuilder();
    for (Object spec : specs) {
      out.append(SETS.getOrDefault(String.valueOf(spec), String.valueOf(spec)));
    }
    return out.toString().replace("\"", "").replace("'", "");
  }

  /** A new random password; the same one every time for the same seed. */
  String generate() {
    return (seed == null ? SeededChoice.secure() : SeededChoice.seeded(seed)).text(chars, length);
  }
}
