package dev.play.playbook;

import dev.play.error.Source;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code meta/argument_specs.yml} for one entry point: option name to its spec.
 *
 * @param options option name to spec, in file order
 * @param entryPoint the entry point's name ({@code main}, or a {@code tasks_from} as written)
 * @param shortDescription its {@code short_description}, or null
 */
public record RoleArgumentSpec(
    String role,
    Map<String, Option> options,
    Source source,
    String entryPoint,
    String shortDescription) {
  public RoleArgumentSpec {
    options = ordered(options);
    entryPoint = entryPoint == null ? "main" : entryPoint;
  }

  /** The {@code main} entry point, without a description. */
  public RoleArgumentSpec(String role, Map<String, Option> options, Source source) {
    this(role, options, source, "main", null);
  }

  /**
   * The name of the task that validates it, as Ansible's {@code Role._create_validation_task} names
   * it.
   */
  public String taskName() {
    String name = "Validating arguments against arg spec '" + entryPoint + "'";
    return shortDescription == null ? name : name + " - " + shortDescription;
  }

  private static <V> Map<String, V> ordered(Map<String, V> map) {
    return map == null || map.isEmpty()
        ? Map.of()
        : Collections.unmodifiableMap(new LinkedHashMap<>(map));
  }

  /**
   * One option: {@code type} (str, int, float, bool, list, dict, path, raw), {@code required},
   * {@code choices} (null when unrestricted), {@code default}, {@code elements} for lists, nested
   * {@code options} for dicts.
   */
  public record Option(
      String type,
      boolean required,
      List<Object> choices,
      Object defaultValue,
      String elements,
      Map<String, Option> options) {
    public Option {
      type = type == null ? "str" : type;
      choices = choices == null ? null : Collections.unmodifiableList(new ArrayList<>(choices));
      options = ordered(options);
    }
  }
}
