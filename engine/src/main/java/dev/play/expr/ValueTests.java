package dev.play.expr;

import java.util.List;
import java.util.Locale;

/**
 * Tests on values beyond types: {@code match}, {@code search}, {@code regex}, {@code in}, {@code
 * contains}, {@code subset}, {@code superset}, {@code truthy}, {@code falsy}, {@code sameas},
 * {@code lower}, {@code upper}, {@code any}, {@code all}, {@code nan}.
 */
final class ValueTests {
  private static final List<String> TRUE_WORDS = List.of("y", "yes", "on", "1", "true", "t");
  private static final List<String> FALSE_WORDS = List.of("n", "no", "off", "0", "false", "f");

  private ValueTests() {}

  /** {@code regex(pattern, ignorecase=False, multiline=False, match_type='search')}. */
  static boolean regex(Object v, List<Object> args) {
    var matcher =
        PyRegex.compile(args.get(0), Truthiness.isTrue(args.get(1)), Truthiness.isTrue(args.get(2)))
            .matcher(ValueFormat.str(v));
    return switch (ValueFormat.str(args.get(3))) {
      case "search" -> matcher.find();
      case "match" -> matcher.lookingAt();
      case "fullmatch" -> matcher.matches();
      default ->
          throw new ExpressionException(
              "match_type must be search, match or fullmatch, got "
                  + ValueFormat.repr(args.get(3)));
    };
  }

  /** {@code match(pattern, ignorecase=False, multiline=False)}: a match at the start. */
  static boolean match(Object v, List<Object> args) {
    return regex(v, List.of(args.get(0), args.get(1), args.get(2), "match"));
  }

  static boolean search(Object v, List<Object> args) {
    return regex(v, List.of(args.get(0), args.get(1), args.get(2), "search"));
  }

  /** {@code x is in(seq)}: Python's {@code x in seq}. */
  static boolean in(Object v, List<Object> args) {
    return Operators.contains(args.get(0), v);
  }

  static boolean contains(Object v, List<Object> args) {
    return Operators.contains(v, args.get(0));
  }

  /** {@code subset(other)}: every item is in the other (compared as sets). */
  static boolean subset(Object v, List<Object> args) {
    List<Object> other = ListFilters.items(args.get(0));
    return ListFilters.items(v).stream()
        .allMatch(x -> other.stream().anyMatch(y -> Equality.equal(x, y)));
  }

  static boolean superset(Object v, List<Object> args) {
    return subset(args.get(0), List.of(v));
  }

  /** {@code truthy(convert_bool=False)}: Python truth, after reading yes/no words if asked. */
  static boolean truthy(Object v, List<Object> args) {
    return Truthiness.isTrue(Truthiness.isTrue(args.get(0)) ? booleanWord(v) : v);
  }

  /**
   * Ansible's {@code boolean()}: y/yes/on/1/true/t and n/no/off/0/false/f (any case) as booleans.
   */
  private static Object booleanWord(Object v) {
    Object word = v instanceof String s ? s.strip().toLowerCase(Locale.ROOT) : v;
    if (TRUE_WORDS.contains(word) || (Numbers.isNumber(v) && Numbers.equal(v, 1))) {
      return true;
    } else if (FALSE_WORDS.contains(word) || (Numbers.isNumber(v) && Numbers.equal(v, 0))) {
      return false;
    }
    return v;
  }

  static boolean falsy(Object v, List<Object> args) {
    return !truthy(v, args);
  }

  /**
   * {@code sameas(other)}: the very same value, as Python's {@code is} (None, True, False, one
   * object).
   */
  @SuppressWarnings("ReferenceEquality") // Jinja's sameas test is identity
  static boolean sameas(Object v, List<Object> args) {
    Object other = args.get(0);
    return v == other || (v instanceof Boolean && v.equals(other));
  }

  /** Jinja's {@code lower}: has cased characters, all lower case. */
  static boolean lower(Object v, List<Object> args) {
    String s = ValueFormat.str(v);
    return s.equals(s.toLowerCase(Locale.ROOT)) && !s.equals(s.toUpperCase(Locale.ROOT));
  }

  static boolean upper(Object v, List<Object> args) {
    String s = ValueFormat.str(v);
    return s.equals(s.toUpperCase(Locale.ROOT)) && !s.equals(s.toLowerCase(Locale.ROOT));
  }

  static boolean any(Object v, List<Object> args) {
    return ListFilters.items(v).stream().anyMatch(Truthiness::isTrue);
  }

  static boolean all(Object v, List<Object> args) {
    return ListFilters.items(v).stream().allMatch(Truthiness::isTrue);
  }

  static boolean nan(Object v, List<Object> args) {
    return v instanceof Double d && d.isNaN();
  }

  /** Jinja's comparison tests ({@code eq}, {@code lt}...), by the operator they stand for. */
  static TestDef.Predicate comparing(String op) {
    return (v, args) -> Operators.compare(op, v, args.get(0));
  }
}
