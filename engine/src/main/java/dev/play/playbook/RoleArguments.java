package dev.play.playbook;

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
  public static Map<String, Object> applyDefaults(RoleArgumentSpec spec, Map<String, Object> values) {
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
          "Unsupported parameters: " + String.join(", ", unsupported) + context
              + ". Supported parameters include: " + String.join(", ", new TreeSet<>(options.keySet())) + ".");
    }
  }

  private static void checkOne(
      String name, RoleArgumentSpec.Option option, Object value, String context, List<String> problems) {
    ArgumentTypes.Conversion converted = ArgumentTypes.convert(value, option.type());
    if (converted.error() != null) {
      problems.add(
          "argument '" + name + "' is of type " + ArgumentTypes.pythonType(value)
              + " and we were unable to convert to " + option.type() + ": " + converted.error() + context);
      return;
    }
    Object v = converted.value();
    if (v instanceof List<?> list && option.elements() != null) {
      v = elements(name, option, list, context, problems);
    }
    checkChoices(name, option, v, context, problems);
    String inner = " found in " + (context.isEmpty() ? name : context.substring(" found in ".length()) + " -> " + name);
    if (!option.options().isEmpty() && v instanceof Map<?, ?> map) {
      check(option.options(), Maps.cast(map), inner, problems, true);
    }
    if (!option.options().isEmpty() && v instanceof List<?> list) {
      list.stream().filter(i -> i instanceof Map<?, ?>)
          .forEach(i -> check(option.options(), Maps.cast(i), inner, problems, true));
    }
  }

  private static List<Object> elements(
      String name, RoleArgumentSpec.Option option, List<?> list, String context, List<String> problems) {
    List<Object> out = new ArrayList<>();
    for (Object item : list) {
      ArgumentTypes.Conversion c = ArgumentTypes.convert(item, option.elements());
      if (c.error() != null) {
        problems.add(
            "Elements value for option '" + name + "'" + context + " is of type "
                + ArgumentTypes.pythonType(item) + " and we were unable to convert to "
                + option.elements() + ": " + c.error());
      }
      out.add(c.error() == null ? c.value() : item);
    }
    return out;
  }

  private static void checkChoices(
      String name, RoleArgumentSpec.Option option, Object value, String context, List<String> problems) {
    if (option.choices() == null) {
      return;
    }
    List<String> choices = option.choices().stream().map(String::valueOf).toList();
    if (value instanceof List<?> list) {
      List<String> bad = list.stream().map(String::valueOf).filter(v -> !choices.contains(v)).toList();
      if (!bad.isEmpty()) {
        problems.add(
            "value of " + name + " must be one or more of: " + String.join(", ", choices)
                + ". Got no match for: " + String.join(", ", bad) + context);
      }
    } else if (!choices.contains(String.valueOf(value))) {
      problems.add(
          "value of " + name + " must be one of: " + String.join(", ", choices) + ", got: " + value + context);
    }
  }
}
