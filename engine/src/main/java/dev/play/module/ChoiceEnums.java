package dev.play.module;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The one rule that names an enum constant for a choice string: upper case, each run of other
 * characters than ASCII letters and digits an underscore, and an underscore before a leading digit:
 * {@code present} is {@code PRESENT}, {@code build-dep} {@code BUILD_DEP}, {@code full_mesh} {@code
 * FULL_MESH}, {@code InfiniBand} {@code INFINIBAND}, {@code 4} {@code _4}. Pure.
 */
final class ChoiceEnums {
  private ChoiceEnums() {}

  static String constantName(String choice) {
    String name = choice.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]+", "_");
    return !name.isEmpty() && Character.isDigit(name.charAt(0)) ? "_" + name : name;
  }

  /**
   * Why {@code type} does not hold exactly the states of {@code choices} (argument {@code name}),
   * or null when it does: each choice one constant, each constant one choice.
   */
  static String mismatch(String name, List<Object> choices, Class<? extends Enum<?>> type) {
    if (choices == null) {
      return "argument '" + name + "' has no choices for enum " + type.getSimpleName();
    }
    Set<String> expected = new TreeSet<>();
    for (Object c : choices) {
      if (!expected.add(constantName(String.valueOf(c)))) {
        return "two choices of argument '" + name + "' map to " + constantName(String.valueOf(c));
      }
    }
    Set<String> constants =
        Arrays.stream(type.getEnumConstants())
            .map(Enum::name)
            .collect(Collectors.toCollection(TreeSet::new));
    if (expected.equals(constants)) {
      return null;
    }
    return "argument '"
        + name
        + "' has choices "
        + choices
        + " ("
        + String.join(", ", expected)
        + ") but enum "
        + type.getSimpleName()
        + " has "
        + String.join(", ", constants);
  }
}
