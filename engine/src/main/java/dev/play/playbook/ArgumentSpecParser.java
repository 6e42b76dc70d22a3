package dev.play.playbook;

import dev.play.error.PlayError;
import dev.play.value.Maps;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads {@code argument_specs: {<entry point>: {options: {...}}}} into {@link RoleArgumentSpec}s.
 */
final class ArgumentSpecParser {
  static final Set<String> TYPES =
      Set.of(
          "str", "int", "float", "bool", "list", "dict", "path", "raw", "bytes", "bits", "jsonarg",
          "json");

  private final Located yaml;
  private final String role;

  private ArgumentSpecParser(Located yaml, String role) {
    this.yaml = yaml;
    this.role = role;
  }

  /**
   * The specs under {@code root}'s {@code argument_specs} key, by entry point; none when absent.
   */
  static Map<String, RoleArgumentSpec> parse(Located yaml, Map<String, Object> root, String role) {
    Object specs = root.get("argument_specs");
    if (specs == null) {
      return Map.of();
    }
    ArgumentSpecParser parser = new ArgumentSpecParser(yaml, role);
    Map<String, Object> byEntry = parser.mapping(root, "argument_specs");
    Map<String, RoleArgumentSpec> out = new LinkedHashMap<>();
    for (String entryPoint : byEntry.keySet()) {
      Map<String, Object> entry = parser.mapping(byEntry, entryPoint);
      if (entry.isEmpty()) {
        continue; // Ansible validates nothing for an empty entry point
      }
      Object description = entry.get("short_description");
      out.put(
          entryPoint,
          new RoleArgumentSpec(
              role,
              parser.options(entry),
              yaml.keySource(byEntry, entryPoint),
              entryPoint,
              description == null ? null : String.valueOf(description)));
    }
    return out;
  }

  private Map<String, RoleArgumentSpec.Option> options(Map<String, Object> parent) {
    Map<String, Object> options = mapping(parent, "options");
    Map<String, RoleArgumentSpec.Option> out = new LinkedHashMap<>();
    for (String name : options.keySet()) {
      out.put(name, option(mapping(options, name)));
    }
    return out;
  }

  private RoleArgumentSpec.Option option(Map<String, Object> spec) {
    String type = typeName(spec, "type");
    String elements = spec.containsKey("elements") ? typeName(spec, "elements") : null;
    Object choices = spec.get("choices");
    if (choices != null && !(choices instanceof List<?>)) {
      throw PlayError.parse(yaml.keySource(spec, "choices"), "'choices' must be a list");
    }
    return new RoleArgumentSpec.Option(
        type,
        Boolean.TRUE.equals(spec.get("required")),
        choices == null ? null : Maps.list(choices),
        spec.get("default"),
        elements,
        spec.containsKey("options") ? options(spec) : Map.of());
  }

  private String typeName(Map<String, Object> spec, String key) {
    Object type = spec.getOrDefault(key, "str");
    if (!(type instanceof String name) || !TYPES.contains(name)) {
      throw PlayError.parse(
          yaml.keySource(spec, key),
          "role '"
              + role
              + "': unsupported argument "
              + key
              + " '"
              + type
              + "'; supported: "
              + String.join(", ", TYPES.stream().sorted().toList()));
    }
    return name;
  }

  private Map<String, Object> mapping(Map<String, Object> parent, String key) {
    Object value = parent.get(key);
    if (value == null) {
      return Map.of();
    }
    if (!(value instanceof Map<?, ?>)) {
      throw PlayError.parse(
          yaml.keySource(parent, key),
          "'" + key + "' must be a mapping, got a " + TypeNames.of(value));
    }
    return Maps.cast(value);
  }
}
