package dev.play.playbook;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.value.Values;
import dev.play.yaml.YamlDocuments;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The documents of one YAML file as plain Java values (maps, lists, strings, numbers, booleans,
 * null), with the source position of every map, list and map key. Positions are looked up by
 * identity, so they hold for the very objects returned here, not for copies.
 */
public final class Located {
  private final Path file;
  private final YamlDocuments yaml;

  Located(Path file, YamlDocuments yaml) {
    this.file = file;
    this.yaml = yaml;
  }

  /**
   * {@code value} (a part of these documents) as data: every mapping key that YAML types as an int,
   * float, bool or null ({@code {17: openjdk-17-jre}}) is that value again, as in Ansible, where
   * the documents keep it as the text written. Parts holding no such key are returned as they are
   * (with their positions); a mapping that holds one, or holds a part that does, is a copy.
   */
  public Object typed(Object value) {
    if (yaml.typedKeys().isEmpty()) {
      return value;
    }
    return Values.rekeyed(
        value,
        map -> {
          Map<String, Object> types = yaml.typedKeys().getOrDefault(map, Map.of());
          return k -> k instanceof String s && types.containsKey(s) ? types.get(s) : k;
        });
  }

  /**
   * {@code vars} (variable names to values, from these documents) with each value {@link #typed}.
   */
  public Map<String, Object> typedValues(Map<String, Object> vars) {
    if (yaml.typedKeys().isEmpty()) {
      return vars;
    }
    Map<String, Object> out = new java.util.LinkedHashMap<>();
    vars.forEach((k, v) -> out.put(k, typed(v)));
    return out;
  }

  public Path file() {
    return file;
  }

  /** Every document in the file, in order (an empty file has none). */
  public List<Object> documents() {
    return yaml.documents();
  }

  /** The only document, or null for an empty file; more than one document is an error. */
  public Object single() {
    if (yaml.documents().size() > 1) {
      Source second =
          yaml.starts().size() > 1 ? yaml.starts().get(1) : sourceOf(yaml.documents().get(1));
      throw PlayError.parse(second, "expected a single document in the stream, found more");
    }
    return yaml.documents().isEmpty() ? null : yaml.documents().get(0);
  }

  /** Where a map or list starts; the whole file when unknown (scalars, copies). */
  public Source sourceOf(Object value) {
    Source s = value == null ? null : yaml.nodes().get(value);
    return s != null ? s : Source.of(file.toString());
  }

  /** Where {@code key} is written in {@code map}; the map's own position when unknown. */
  public Source keySource(Map<?, ?> map, String key) {
    Map<String, Source> sources = yaml.keys().get(map);
    Source s = sources == null ? null : sources.get(key);
    return s != null ? s : sourceOf(map);
  }

  /** The positions of all keys of {@code map}. */
  public Map<String, Source> keySources(Map<?, ?> map) {
    Map<String, Source> sources = yaml.keys().get(map);
    return sources == null ? Map.of() : sources;
  }

  /** Warnings found while reading (duplicate keys), each starting with its position. */
  public List<String> warnings() {
    return yaml.warnings();
  }
}
