package dev.play.module.cluster;

import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The {@code overrides} argument: variable name to value. A value replaces the detected one (or
 * adds a variable after them), {@code ""} is kept as an empty value ({@code NCCL_IB_HCA: ""} lets
 * NCCL choose), null leaves the variable out.
 */
final class NcclOverrides {
  private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
  private final Map<String, String> values;

  private NcclOverrides(Map<String, String> values) {
    this.values = values;
  }

  /** {@code raw} as given to the module (null: no overrides). */
  static NcclOverrides parse(Object raw) throws ModuleFailure {
    if (raw == null) {
      return new NcclOverrides(Map.of());
    }
    if (!(raw instanceof Map<?, ?> given)) {
      throw new ModuleFailure(
          "nccl_settings: argument 'overrides' must be a mapping of variable names to values, got '"
              + raw
              + "'");
    }
    Map<String, String> values = new LinkedHashMap<>();
    for (Map.Entry<?, ?> e : given.entrySet()) {
      String name = String.valueOf(e.getKey());
      values.put(name, checked(name, e.getValue()));
    }
    return new NcclOverrides(Collections.unmodifiableMap(values));
  }

  private static String checked(String name, Object v) throws ModuleFailure {
    if (!NAME.matcher(name).matches()) {
      throw new ModuleFailure(
          "nccl_settings: overrides: '" + name + "' is not an environment variable name");
    }
    if (v instanceof Map || v instanceof List) {
      throw new ModuleFailure(
          "nccl_settings: overrides: " + name + " must be a string or a number, got " + v);
    }
    String s = v == null ? null : String.valueOf(v);
    if (s != null && (s.contains("\n") || s.contains("\r"))) {
      throw new ModuleFailure("nccl_settings: overrides: " + name + " must be one line");
    }
    return s;
  }

  /**
   * The variables to write: detected ones (replaced where overridden), then added ones; unset ones
   * left out.
   */
  List<NcclVar> applyTo(List<NcclVar> detected) {
    List<NcclVar> out = new ArrayList<>();
    for (NcclVar v : detected) {
      String was = v.isSet() ? "detected " + v.value() : "not detected";
      out.add(values.containsKey(v.name()) ? overridden(v.name(), was) : v);
    }
    values.keySet().stream()
        .filter(n -> detected.stream().noneMatch(v -> v.name().equals(n)))
        .forEach(n -> out.add(overridden(n, "not detected")));
    return out.stream().filter(NcclVar::isSet).toList();
  }

  List<String> names() {
    return List.copyOf(values.keySet());
  }

  private NcclVar overridden(String name, String detected) {
    return new NcclVar(name, values.get(name), "overridden (" + detected + ")");
  }
}
