package dev.play.module;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A module's templated arguments, aliases already resolved to canonical names, with typed getters.
 * The spec is the one place a default or a list of choices is written: an absent argument reads as
 * its spec's default, and no getter takes a fallback of its own. Choices are checked when the spec
 * binds the arguments ({@link ArgSpec#bind}); {@link #enumValue} reads a choice as the enum the
 * spec names for it ({@link ArgSpec#withEnum}). Type errors are {@link ModuleFailure}s naming the
 * argument; reading an argument in a way its spec does not allow (a boolean without a default, an
 * enum the spec does not name) is a bug in the module, an {@link IllegalStateException}.
 */
public final class Args {
  private final String module;
  private final Map<String, Object> values;
  private final ArgSpec spec;

  /** {@code values} as {@code spec} bound them ({@link ArgSpec#bind}). */
  Args(String module, Map<String, Object> values, ArgSpec spec) {
    this.module = module;
    this.values = new LinkedHashMap<>(values);
    this.spec = spec;
  }

  public Map<String, Object> asMap() {
    return java.util.Collections.unmodifiableMap(values);
  }

  public boolean has(String name) {
    return values.containsKey(name) && values.get(name) != null;
  }

  /** Whether the task gave {@code name} at all, even as null ({@code msg:} with no value). */
  public boolean given(String name) {
    return values.containsKey(name);
  }

  /**
   * Whether the spec accepts {@code name}: for reading shared by modules whose specs differ ({@code
   * service} accepts fewer of {@code systemd}'s arguments).
   */
  public boolean declares(String name) {
    return spec.options().containsKey(name);
  }

  /** The value given, else the spec's default, else null. */
  public Object raw(String name) {
    Object v = values.get(name);
    return v != null ? v : spec.defaultOf(name);
  }

  /**
   * The value given, else the spec's default; fails for an argument the spec gives neither a
   * default nor a {@code required} mark, which a module reads as a boolean or an integer.
   */
  private Object defaulted(String name, String type) {
    Object v = raw(name);
    if (v == null && !(spec.options().containsKey(name) && spec.options().get(name).required())) {
      throw new IllegalStateException(
          module + " reads " + name + " as " + type + " but its spec declares no default");
    }
    return v;
  }

  /**
   * Fails when any of {@code names} is given: arguments the module accepts by name (so a playbook
   * gets this message, not "unsupported parameter") but play does not implement.
   */
  public void refuse(String... names) throws ModuleFailure {
    for (String name : names) {
      if (has(name)) {
        throw new ModuleFailure(module + ": " + name + " is not supported by play");
      }
    }
  }

  /**
   * A string argument: given, else the spec's default; fails as a missing required argument when
   * neither.
   */
  public String string(String name) throws ModuleFailure {
    String v = stringOrNull(name);
    if (v == null) {
      throw new ModuleFailure(module + ": missing required argument '" + name + "'");
    }
    return v;
  }

  /** A string argument: given, else the spec's default, else null. Scalars are stringified. */
  public String stringOrNull(String name) throws ModuleFailure {
    Object v = raw(name);
    if (v == null) {
      return null;
    }
    if (v instanceof Map || v instanceof List) {
      throw new ModuleFailure(
          module + ": argument '" + name + "' must be a string, got " + describe(v));
    }
    return String.valueOf(v);
  }

  /**
   * A boolean argument as Ansible reads it (yes/no, true/false, on/off, 1/0): given, else the
   * spec's default.
   */
  public boolean bool(String name) throws ModuleFailure {
    Object v = defaulted(name, "a boolean");
    Boolean b = toBool(v);
    if (b == null) {
      throw new ModuleFailure(
          module + ": argument '" + name + "' must be a boolean, got '" + v + "'");
    }
    return b;
  }

  /**
   * A boolean argument: given, else the spec's default, else null (Ansible's None: not to be
   * compared or set).
   */
  public Boolean boolOrNull(String name) throws ModuleFailure {
    Object v = raw(name);
    if (v == null) {
      return null;
    }
    Boolean b = toBool(v);
    if (b == null) {
      throw new ModuleFailure(
          module + ": argument '" + name + "' must be a boolean, got '" + v + "'");
    }
    return b;
  }

  /** An integer argument: given, else the spec's default. */
  public int integer(String name) throws ModuleFailure {
    return toInt(name, defaulted(name, "an integer"));
  }

  /** An integer argument: given, else the spec's default, else null. */
  public Integer integerOrNull(String name) throws ModuleFailure {
    Object v = raw(name);
    return v == null ? null : toInt(name, v);
  }

  private int toInt(String name, Object v) throws ModuleFailure {
    if (v instanceof Number n) {
      return n.intValue();
    }
    try {
      return Integer.parseInt(String.valueOf(v).trim());
    } catch (NumberFormatException e) {
      throw new ModuleFailure(
          module + ": argument '" + name + "' must be an integer, got '" + v + "'");
    }
  }

  /** A list argument: a YAML list, or a comma-separated string. Empty when absent. */
  public List<String> list(String name) throws ModuleFailure {
    Object v = raw(name);
    List<String> out = new ArrayList<>();
    if (v == null) {
      return out;
    }
    if (v instanceof List<?> l) {
      l.stream().map(x -> String.valueOf(x).strip()).filter(x -> !x.isEmpty()).forEach(out::add);
    } else if (v instanceof Map) {
      throw new ModuleFailure(module + ": argument '" + name + "' must be a list, got a mapping");
    } else {
      for (String s : String.valueOf(v).split(",")) {
        if (!s.isBlank()) {
          out.add(s.trim());
        }
      }
    }
    return out;
  }

  /**
   * A choice argument as the enum {@code type} that the spec names for it ({@link
   * ArgSpec#withEnum}): the constant of the choice given, else of the spec's default, else null.
   * The spec has already checked the value is one of its choices; {@link ChoiceEnums#constantName}
   * maps it to the constant.
   */
  public <E extends Enum<E>> E enumValue(String name, Class<E> type) {
    if (spec.enums().get(name) != type) {
      throw new IllegalStateException(
          module
              + " reads "
              + name
              + " as "
              + type.getSimpleName()
              + " but its spec names "
              + (spec.enums().containsKey(name)
                  ? spec.enums().get(name).getSimpleName()
                  : "no enum")
              + " for it");
    }
    Object v = raw(name);
    return v == null ? null : Enum.valueOf(type, ChoiceEnums.constantName(String.valueOf(v)));
  }

  /** Ansible's boolean reading, or null when {@code v} is not a boolean. */
  public static Boolean toBool(Object v) {
    if (v instanceof Boolean b) {
      return b;
    }
    if (v instanceof Number n) {
      return n.doubleValue() == 1 ? Boolean.TRUE : n.doubleValue() == 0 ? Boolean.FALSE : null;
    }
    return switch (String.valueOf(v).trim().toLowerCase(Locale.ROOT)) {
      case "yes", "y", "true", "t", "on", "1" -> Boolean.TRUE;
      case "no", "n", "false", "f", "off", "0", "" -> Boolean.FALSE;
      default -> null;
    };
  }

  private static String describe(Object v) {
    return v instanceof Map ? "a mapping" : v instanceof List ? "a list" : "'" + v + "'";
  }
}
