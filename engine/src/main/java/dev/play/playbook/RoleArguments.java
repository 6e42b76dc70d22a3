package dev.play.playbook;

import dev.play.value.Maps;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Checks role variables against {@code meta/argument_specs.yml}, with Ansible's messages and its
 * lenient conversions ("42" is an int, "yes" a bool, "a,b" a list). Values are the resolved
 * variables; only the options named in the spec are looked at.
 */
public final class RoleArguments {
  private RoleArguments() {}

  /** The problems found, in spec order; empty when the values satisfy the spec. */
  public static List<String> validate(RoleArgumentSpec spec, Map<String, Object> values) {
    List<String> problems = new ArrayList<>();
    check(spec.options(), values, "", problems, false);
    return problems;
  }

  /** {@code values} with each missing option's default added (also inside given dicts). */
  public static Map<String, Object> applyDefaults(
      RoleArgumentSpec spec, Map<String, Object> values) {
    return withDefaults(spec.options(), values);
  }

  private static Map<String, Object> withDefaults(
      Map<String, RoleArgumentSpec.Option> options, Map<String, Object> values) {
    Map<String, Object> out = new LinkedHashMap<>(values);
    options.forEach(
        (name, option) -> {
          Object value = out.get(name);
          if (value == null && option.defaultValue() != null) {
            out.put(name, option.defaultValue());
          } else if (value instanceof Map<?, ?> map && !option.options().isEmpty()) {
            out.put(name, withDefaults(option.options(), Maps.cast(map)));
          }
        });
    return out;
  }

  private static void check(
      Map<String, RoleArgumentSpec.Option> options,
      Map<String, Object> values,
      String context,
      List<String> problems,
      boolean strictKeys) {
    Set<String> missing = new TreeSet<>();
    options.forEach(
        (name, option) -> {
          if (option.required() && !values.containsKey(name)) {
            missing.add(name);
          }
        });
    if (!missing.isEmpty()) {
      problems.add("missing required arguments: " + String.join(", ", missing) + context);
    }
    if (strictKeys) {
      checkUnsupported(options, values, context, problems);
    }
    options.forEach(
        (name, option) -> {
          if (values.get(name) != null) {
            checkOne(name, option, values.get(name), context, problems);
          }
        });
  }

  private static void checkUnsupported(
      Map<String, RoleArgumentSpec.Option> options,
      Map<String, Object> values,
      String context,
      List<String> problems) {
    Set<String> unsupported = new TreeSet<>(values.keySet());
    unsupported.removeAll(options.keySet());
    if (!unsupported.isEmpty()) {
      problems.add(
          "Unsupported parameters: "
              + String.join(", ", unsupported)
              + context
              + ". Supported parameters include: "
              + String.join(", ", new TreeSet<>(options.keySet()))
              + ".");
    }
  }

  private static void checkOne(
      String name,
      RoleArgumentSpec.Option option,
      Object value,
      String context,
      List<String> problems) {
    Object v = OptionValues.check(name, option, value, context, problems);
    String inner =
        " found in "
            + (context.isEmpty() ? name : context.substring(" found in ".length()) + " -> " + name);
    if (!option.options().isEmpty() && v instanceof Map<?, ?> map) {
      check(option.options(), Maps.cast(map), inner, problems, true);
    }
    if (!option.options().isEmpty() && v instanceof List<?> list) {
      list.stream()
          .filter(i -> i instanceof Map<?, ?>)
          .forEach(i -> check(option.options(), Maps.cast(i), inner, problems, true));
    }
  }
}
