package dev.play.expr;

import static dev.play.expr.Filter.Param.optional;
import static dev.play.expr.Filter.Param.required;

import com.google.common.collect.ImmutableMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The supported filters, by name (see {@code package-info} for the list). */
final class Filters {
  private static final Map<String, Filter> ALL = build();

  private Filters() {}

  static Optional<Filter> named(String name) {
    return Optional.ofNullable(ALL.get(name));
  }

  static Set<String> names() {
    return ALL.keySet();
  }

  private static Map<String, Filter> build() {
    ImmutableMap.Builder<String, Filter> b = ImmutableMap.builder();
    add(b, Filter.of("length", ListFilters::length), "count");
    add(b, Filter.of("int", ConvertFilters::toInt, optional("default", 0), optional("base", 10)));
    add(b, Filter.of("float", ConvertFilters::toFloat, optional("default", 0.0)));
    add(b, Filter.of("bool", ConvertFilters::toBool));
    add(b, Filter.of("string", ConvertFilters::toStr));
    add(b, Filter.of("lower", TextFilters::lower));
    add(b, Filter.of("upper", TextFilters::upper));
    add(b, Filter.of("trim", TextFilters::trim));
    add(b, Filter.of("capitalize", TextFilters::capitalize));
    add(b, Filter.of("replace", TextFilters::replace,
        required("old"), required("new"), optional("count", null)));
    add(b, Filter.of("split", TextFilters::split, optional("sep", null)));
    add(b, Filter.of("regex_replace", TextFilters::regexReplace,
        required("pattern"), optional("replacement", ""), optional("ignorecase", false)));
    add(b, Filter.of("basename", TextFilters::basename));
    add(b, Filter.of("dirname", TextFilters::dirname));
    add(b, Filter.of("default", ValueFilters::defaultTo,
        optional("value", ""), optional("boolean", false)).acceptingUndefined(), "d");
    add(b, Filter.of("mandatory", ValueFilters::mandatory, optional("msg", null)).acceptingUndefined());
    add(b, Filter.of("ternary", ValueFilters::ternary,
        required("true_val"), required("false_val"), optional("none_val", null)));
    add(b, Filter.of("abs", ValueFilters::abs));
    add(b, Filter.of("join", ListFilters::join, optional("d", "")));
    add(b, Filter.of("first", ListFilters::first));
    add(b, Filter.of("last", ListFilters::last));
    add(b, Filter.of("list", ListFilters::list));
    add(b, Filter.of("unique", ListFilters::unique));
    add(b, Filter.of("sort", ListFilters::sort, optional("reverse", false),
        optional("case_sensitive", false), optional("attribute", null)));
    add(b, Filter.of("reverse", ListFilters::reverse));
    add(b, Filter.of("min", ListFilters::min));
    add(b, Filter.of("max", ListFilters::max));
    add(b, Filter.of("sum", ListFilters::sum, optional("start", 0)));
    add(b, Filter.of("flatten", ListFilters::flatten, optional("levels", null)));
    add(b, Filter.of("combine", ListFilters::combine, required("dict")));
    add(b, Filter.of("dict2items", ListFilters::dict2items));
    add(b, Filter.of("to_json", JsonFilters::toJson));
    add(b, Filter.of("to_nice_json", JsonFilters::toNiceJson, optional("indent", 4)));
    add(b, Filter.of("from_json", JsonFilters::fromJson));
    return b.buildOrThrow();
  }

  private static void add(ImmutableMap.Builder<String, Filter> b, Filter f, String... aliases) {
    b.put(f.name(), f);
    for (String alias : aliases) {
      b.put(alias, f);
    }
  }
}
