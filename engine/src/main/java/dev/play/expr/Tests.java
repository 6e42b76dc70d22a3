package dev.play.expr;

import com.google.common.collect.ImmutableMap;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** The supported tests, by name (see {@code package-info} for the list). */
final class Tests {
  private static final Map<String, TestDef> ALL = build();

  private Tests() {}

  static Optional<TestDef> named(String name) {
    return Optional.ofNullable(ALL.get(name));
  }

  static Set<String> names() {
    return ALL.keySet();
  }

  private static Map<String, TestDef> build() {
    ImmutableMap.Builder<String, TestDef> b = ImmutableMap.builder();
    add(b, 0, (v, a) -> true, "defined", "undefined");
    add(b, 0, (v, a) -> v == null, "none");
    add(b, 0, (v, a) -> Boolean.TRUE.equals(v), "true");
    add(b, 0, (v, a) -> Boolean.FALSE.equals(v), "false");
    add(b, 0, (v, a) -> v instanceof String, "string");
    add(b, 0, (v, a) -> Numbers.isNumber(v), "number");
    add(b, 0, (v, a) -> Numbers.isIntegral(v), "integer");
    add(b, 0, (v, a) -> v instanceof Double || v instanceof Float, "float");
    add(b, 0, (v, a) -> v instanceof Boolean, "boolean");
    add(b, 0, (v, a) -> v instanceof Map, "mapping");
    add(b, 0, (v, a) -> v instanceof String || v instanceof Collection || v instanceof Map,
        "iterable", "sequence");
    add(b, 0, (v, a) -> integer(v) % 2 == 0, "even");
    add(b, 0, (v, a) -> integer(v) % 2 != 0, "odd");
    add(b, 1, (v, a) -> integer(v) % integer(a.get(0)) == 0, "divisibleby");
    add(b, 1, (v, a) -> regex(a.get(0)).matcher(ValueFormat.str(v)).lookingAt(), "match");
    add(b, 1, (v, a) -> regex(a.get(0)).matcher(ValueFormat.str(v)).find(), "search");
    add(b, 0, (v, a) -> flag(v, "failed"), "failed", "failure");
    add(b, 0, (v, a) -> !flag(v, "failed"), "succeeded", "success", "successful");
    add(b, 0, (v, a) -> flag(v, "changed"), "changed", "change");
    add(b, 0, (v, a) -> flag(v, "skipped"), "skipped", "skip");
    return b.buildOrThrow();
  }

  private static void add(ImmutableMap.Builder<String, TestDef> b, int arity,
      TestDef.Predicate p, String... names) {
    for (String name : names) {
      b.put(name, new TestDef(name, arity, p));
    }
  }

  /** A registered result's flag ({@code failed}, {@code changed}, {@code skipped}), false when absent. */
  private static boolean flag(Object result, String key) {
    if (!(result instanceof Map<?, ?> map)) {
      throw new ExpressionException("expected a registered result (a mapping), got "
          + Types.name(result) + " " + ValueFormat.repr(result));
    }
    return Truthiness.isTrue(map.get(key));
  }

  private static long integer(Object v) {
    return Numbers.integerArg(v, "test");
  }

  private static Pattern regex(Object pattern) {
    try {
      return Pattern.compile(ValueFormat.str(pattern));
    } catch (PatternSyntaxException e) {
      throw new ExpressionException("bad regular expression " + ValueFormat.repr(pattern));
    }
  }
}
