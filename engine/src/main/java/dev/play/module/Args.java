package dev.play.module;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A module's templated arguments, aliases already resolved to canonical names, with typed
 * getters. An absent argument reads as its spec's default: the spec is the one place a default is
 * written, and a getter's fallback must agree with it (checked when assertions are on, as in tests).
 * Type errors are {@link ModuleFailure}s naming the argument.
 */
public final class Args {
  private final String module;
  private final Map<String, Object> values;
  private final ArgSpec spec;

  /** Arguments without a spec (tests): no defaults but the getters' fallbacks. */
  public Args(String module, Map<String, Object> values) {
    this(module, values, ArgSpec.of());
  }

  public Args(String module, Map<String, Object> values, ArgSpec spec) {
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

  /** The value given, else the spec's default, else null. */
  public Object raw(String name) {
    Object v = values.get(name);
    return v != null ? v : spec.defaultOf(name);
  }

  /**
   * The value of {@code name}, or its default: the spec's, which {@code fallback} (the getter's)
   * must equal where the spec declares one.
   */
  private Object value(String name, Object fallback) {
    Object declared = spec.defaultOf(name);
    assert declared == null || same(declared, fallback)
        : module + " reads " + name + " with default " + fallback + " but its spec declares " + declared;
    Object v = raw(name);
    return v != null ? v : fallback;
  }

  private static boolean same(Object declared, Object fallback) {
    if (declared instanceof Number a && fallback instanceof Number b) {
      return a.doubleValue() == b.doubleValue();
    }
    return declared.equals(fallback);
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

  /** A string argument that has no fallback but its spec's default: required. */
  public String string(String name) throws ModuleFailure {
    Object declared = spec.defaultOf(name);
    String v = string(name, declared == null ? null : String.valueOf(declared));
    if (v == null) {
      throw new ModuleFailure(module + ": missing required argument '" + name + "'");
    }
    return v;
  }

  /** A string argument, or {@code fallback} when absent or null. Scalars are stringified. */
  public String string(String name, String fallback) throws ModuleFailure {
    Object v = value(name, fallback);
    if (v == null) {
      return null;
    }
    if (v instanceof Map || v instanceof List) {
      throw new ModuleFailure(module + ": argument '" + name + "' must be a string, got " + describe(v));
    }
    return String.valueOf(v);
  }

  /** A boolean argument as Ansible reads it (yes/no, true/false, on/off, 1/0). */
  public boolean bool(String name, boolean fallback) throws ModuleFailure {
    Object v = value(name, fallback);
    Boolean b = toBool(v);
    if (b == null) {
      throw new ModuleFailure(module + ": argument '" + name + "' must be a boolean, got '" + v + "'");
    }
    return b;
  }

  /** An integer argument, or {@code fallback}. */
  public int integer(String name, int fallback) throws ModuleFailure {
    Object v = value(name, fallback);
    if (v instanceof Number n) {
      return n.intValue();
    }
    try {
      return Integer.parseInt(String.valueOf(v).trim());
    } catch (NumberFormatException e) {
      throw new ModuleFailure(module + ": argument '" + name + "' must be an integer, got '" + v + "'");
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

  /** One of {@code choices}, or {@code fallback} when absent. */
  public String choice(String name, String fallback, String... choices) throws ModuleFailure {
    String v = string(name, fallback);
    if (v == null) {
      return null;
    }
    for (String c : choices) {
      if (c.equals(v)) {
        return v;
      }
    }
    throw new ModuleFailure(
        module + ": argument '" + name + "' must be one of " + String.join(", ", choices) + ", got '" + v + "'");
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
