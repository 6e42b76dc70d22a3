package dev.play.playbook;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One option's value converted to its type (and its list's elements) and checked against its
 * choices, with Ansible's {@code AnsibleModule} messages. Shared by role argument specs and module
 * arguments. Pure.
 */
public final class OptionValues {
  private OptionValues() {}

  /**
   * {@code value} converted; each problem found is added to {@code problems} (with {@code context},
   * e.g. {@code " found in opts"}), and then the value is returned as given.
   */
  public static Object check(
      String name,
      RoleArgumentSpec.Option option,
      Object value,
      String context,
      List<String> problems) {
    ArgumentTypes.Conversion converted = ArgumentTypes.convert(value, option.type());
    if (converted.error() != null) {
      problems.add(
          "argument '"
              + name
              + "' is of type "
              + ArgumentTypes.pythonType(value)
              + " and we were unable to convert to "
              + option.type()
              + ": "
              + converted.error()
              + context);
      return value;
    }
    Object v = converted.value();
    if (v instanceof List<?> list && option.elements() != null) {
      v = elements(name, option, list, context, problems);
    }
    if (option.choices() != null) {
      v =
          choice(
              name,
              option.choices(),
              value instanceof Boolean b ? fromBool(b, option.choices(), v) : v,
              context,
              problems);
    }
    return v;
  }

  private static List<Object> elements(
      String name,
      RoleArgumentSpec.Option option,
      List<?> list,
      String context,
      List<String> problems) {
    List<Object> out = new ArrayList<>();
    for (Object item : list) {
      ArgumentTypes.Conversion c = ArgumentTypes.convert(item, option.elements());
      if (c.error() != null) {
        problems.add(
            "Elements value for option '"
                + name
                + "'"
                + context
                + " is of type "
                + ArgumentTypes.pythonType(item)
                + " and we were unable to convert to "
                + option.elements()
                + ": "
                + c.error());
      }
      out.add(c.error() == null ? c.value() : item);
    }
    return out;
  }

  private static Object choice(
      String name, List<Object> choices, Object value, String context, List<String> problems) {
    List<String> shown = choices.stream().map(String::valueOf).toList();
    if (value instanceof List<?> list) {
      List<String> bad =
          list.stream().map(String::valueOf).filter(v -> !shown.contains(v)).toList();
      if (!bad.isEmpty()) {
        problems.add(
            "value of "
                + name
                + " must be one or more of: "
                + String.join(", ", shown)
                + ". Got no match for: "
                + String.join(", ", bad)
                + context);
      }
    } else if (!shown.contains(String.valueOf(value))) {
      problems.add(
          "value of "
              + name
              + " must be one of: "
              + String.join(", ", shown)
              + ", got: "
              + value
              + context);
    }
    return value;
  }

  /**
   * A YAML boolean given where the choices are words ({@code yes}/{@code no}): the one choice that
   * means the same, as Ansible maps back what PyYAML turned into a boolean; else {@code converted}.
   */
  private static Object fromBool(boolean b, List<Object> choices, Object converted) {
    List<Object> same =
        choices.stream()
            .filter(
                c ->
                    (b ? ArgumentTypes.TRUE : ArgumentTypes.FALSE)
                        .contains(String.valueOf(c).toLowerCase(Locale.ROOT)))
            .toList();
    return same.size() == 1 && !choices.contains(converted) ? same.get(0) : converted;
  }
}
