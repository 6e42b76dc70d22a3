package dev.play.expr;

import static dev.play.expr.Filter.Param.optional;
import static dev.play.expr.Filter.Param.required;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import dev.play.expr.Filter.Param;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The supported tests, by name (see {@code package-info} for the list). Ansible's own (not Jinja's)
 * are also known by their {@code ansible.builtin.} name.
 */
final class Tests {
  private static final String BUILTIN = "ansible.builtin.";
  private static final List<Param> REGEX =
      List.of(required("pattern"), optional("ignorecase", false), optional("multiline", false));
  private static final Map<String, TestDef> ALL = build();

  private Tests() {}

  static Optional<TestDef> named(String name) {
    return Optional.ofNullable(ALL.get(name));
  }

  /** The short names, for "did you mean" hints. */
  static Set<String> names() {
    return ALL.keySet().stream().filter(n -> !n.contains(".")).collect(Collectors.toSet());
  }

  /** {@code defined} and {@code undefined}, the tests that take a missing value. */
  static boolean isDefinedTest(TestDef test) {
    return test.name().equals("defined") || test.name().equals("undefined");
  }

  private static Map<String, TestDef> build() {
    ImmutableMap.Builder<String, TestDef> b = ImmutableMap.builder();
    jinjaTests(b);
    resultTests(b);
    valueTests(b);
    fileTests(b);
    return b.buildOrThrow();
  }

  private static void valueTests(ImmutableMap.Builder<String, TestDef> b) {
    ansible(
        b,
        ImmutableList.<Param>builder().addAll(REGEX).add(optional("match_type", "search")).build(),
        ValueTests::regex,
        "regex");
    ansible(b, REGEX, ValueTests::match, "match");
    ansible(b, REGEX, ValueTests::search, "search");
    ansible(
        b,
        List.of(
            required("version"),
            optional("operator", "eq"),
            optional("strict", null),
            optional("version_type", null)),
        VersionCompare::test,
        "version",
        "version_compare");
    ansible(b, List.of(optional("convert_bool", false)), ValueTests::truthy, "truthy");
    ansible(b, List.of(optional("convert_bool", false)), ValueTests::falsy, "falsy");
    ansible(b, List.of(required("b")), ValueTests::subset, "subset", "issubset");
    ansible(b, List.of(required("b")), ValueTests::superset, "superset", "issuperset");
    ansible(b, List.of(required("seq")), ValueTests::contains, "contains");
    ansible(b, List.of(), ValueTests::any, "any");
    ansible(b, List.of(), ValueTests::all, "all");
    ansible(b, List.of(), ValueTests::nan, "nan", "isnan");
  }

  private static void jinjaTests(ImmutableMap.Builder<String, TestDef> b) {
    jinja(b, List.of(), (v, a) -> true, "defined");
    jinja(b, List.of(), (v, a) -> false, "undefined");
    jinja(b, List.of(), (v, a) -> v == null, "none");
    jinja(b, List.of(), (v, a) -> Boolean.TRUE.equals(v), "true");
    jinja(b, List.of(), (v, a) -> Boolean.FALSE.equals(v), "false");
    jinja(b, List.of(), (v, a) -> v instanceof String, "string");
    jinja(b, List.of(), (v, a) -> Numbers.isNumber(v), "number");
    jinja(b, List.of(), (v, a) -> Numbers.isIntegral(v), "integer");
    jinja(b, List.of(), (v, a) -> v instanceof Double || v instanceof Float, "float");
    jinja(b, List.of(), (v, a) -> v instanceof Boolean, "boolean");
    jinja(b, List.of(), (v, a) -> v instanceof Map, "mapping");
    jinja(
        b,
        List.of(),
        (v, a) -> v instanceof String || v instanceof Collection || v instanceof Map,
        "iterable",
        "sequence");
    jinja(b, List.of(), (v, a) -> false, "callable");
    jinja(b, List.of(), (v, a) -> integer(v) % 2 == 0, "even");
    jinja(b, List.of(), (v, a) -> integer(v) % 2 != 0, "odd");
    jinja(
        b, List.of(required("num")), (v, a) -> integer(v) % integer(a.get(0)) == 0, "divisibleby");
    jinja(b, List.of(), ValueTests::lower, "lower");
    jinja(b, List.of(), ValueTests::upper, "upper");
    jinja(b, List.of(required("other")), ValueTests::sameas, "sameas");
    jinja(b, List.of(required("seq")), ValueTests::in, "in");
    comparison(b, "==", "eq", "equalto");
    comparison(b, "!=", "ne");
    comparison(b, ">", "gt", "greaterthan");
    comparison(b, ">=", "ge");
    comparison(b, "<", "lt", "lessthan");
    comparison(b, "<=", "le");
  }

  private static void comparison(
      ImmutableMap.Builder<String, TestDef> b, String op, String... names) {
    jinja(b, List.of(required("other")), ValueTests.comparing(op), op);
    jinja(b, List.of(required("other")), ValueTests.comparing(op), names);
  }

  private static void resultTests(ImmutableMap.Builder<String, TestDef> b) {
    ansible(b, List.of(), (v, a) -> flag(v, "failed"), "failed", "failure");
    ansible(b, List.of(), (v, a) -> !flag(v, "failed"), "succeeded", "success", "successful");
    ansible(b, List.of(), (v, a) -> changed(v), "changed", "change");
    ansible(b, List.of(), (v, a) -> flag(v, "skipped"), "skipped", "skip");
    ansible(b, List.of(), (v, a) -> flag(v, "unreachable"), "unreachable");
    ansible(b, List.of(), (v, a) -> !flag(v, "unreachable"), "reachable");
  }

  private static void fileTests(ImmutableMap.Builder<String, TestDef> b) {
    ansible(b, List.of(), FileTests.on(FileTests::isFile), "file", "is_file");
    ansible(b, List.of(), FileTests.on(FileTests::isDirectory), "directory", "is_dir");
    ansible(b, List.of(), FileTests.on(FileTests::isLink), "link", "is_link");
    ansible(b, List.of(), FileTests.on(FileTests::exists), "exists");
    ansible(b, List.of(), FileTests.on(FileTests::linkExists), "link_exists");
    ansible(b, List.of(), FileTests::isAbsolute, "abs", "is_abs");
    ansible(b, List.of(), FileTests.on(FileTests::isMount), "mount", "is_mount");
    ansible(b, List.of(required("other")), FileTests::isSameFile, "same_file", "is_same_file");
  }

  /** A Jinja test: known by its short names only. */
  private static void jinja(
      ImmutableMap.Builder<String, TestDef> b,
      List<Param> params,
      TestDef.Predicate p,
      String... names) {
    for (String name : names) {
      b.put(name, new TestDef(name, params, p));
    }
  }

  /** One of Ansible's tests: also known as {@code ansible.builtin.name}. */
  private static void ansible(
      ImmutableMap.Builder<String, TestDef> b,
      List<Param> params,
      TestDef.Predicate p,
      String... names) {
    jinja(b, params, p, names);
    for (String name : names) {
      b.put(BUILTIN + name, new TestDef(name, params, p));
    }
  }

  /** A registered result's flag ({@code failed}, {@code skipped}...), false when absent. */
  private static boolean flag(Object result, String key) {
    return Truthiness.isTrue(result(result).get(key));
  }

  /** {@code changed}: the result's flag, or without one whether any of its loop results changed. */
  private static boolean changed(Object result) {
    Map<?, ?> map = result(result);
    if (map.containsKey("changed") || !(map.get("results") instanceof List<?> results)) {
      return Truthiness.isTrue(map.get("changed"));
    }
    return !results.isEmpty()
        && results.get(0) instanceof Map
        && results.stream()
            .anyMatch(r -> r instanceof Map<?, ?> m && Truthiness.isTrue(m.get("changed")));
  }

  private static Map<?, ?> result(Object result) {
    if (!(result instanceof Map<?, ?> map)) {
      throw new ExpressionException(
          "expected a registered result (a mapping), got "
              + Types.name(result)
              + " "
              + ValueFormat.repr(result));
    }
    return map;
  }

  private static long integer(Object v) {
    if (!Numbers.isIntegral(v)) {
      throw ListFilters.expected("an integer", v);
    }
    return Numbers.toLong(v);
  }
}
