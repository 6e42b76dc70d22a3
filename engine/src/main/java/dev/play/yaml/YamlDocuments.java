package dev.play.yaml;

import dev.play.error.Source;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The documents of one YAML file as plain values (maps, lists, strings, numbers, booleans, null,
 * {@code !vault} and {@code !unsafe} values), with where each part is written. The positions are
 * looked up by identity: they hold for the very objects in {@link #documents}, not for copies.
 */
public final class YamlDocuments {
  private final List<Object> documents;
  private final List<Source> starts;
  private final Map<Object, Source> nodes;
  private final Map<Object, Map<String, Source>> keys;
  private final Map<Object, Map<String, Object>> typedKeys;
  private final List<String> warnings;

  YamlDocuments(
      List<Object> documents,
      List<Source> starts,
      IdentityHashMap<Object, Source> nodes,
      IdentityHashMap<Object, Map<String, Source>> keys,
      IdentityHashMap<Object, Map<String, Object>> typedKeys,
      List<String> warnings) {
    this.documents = Collections.unmodifiableList(documents);
    this.starts = List.copyOf(starts);
    this.nodes = Collections.unmodifiableMap(nodes);
    this.keys = Collections.unmodifiableMap(keys);
    this.typedKeys = Collections.unmodifiableMap(typedKeys);
    this.warnings = List.copyOf(warnings);
  }

  /** Each document's root value, in order (an empty file has none). */
  public List<Object> documents() {
    return documents;
  }

  /** Where each document starts. */
  public List<Source> starts() {
    return starts;
  }

  /** Where each mapping and list (and a document's scalar root) starts, by identity. */
  public Map<Object, Source> nodes() {
    return nodes;
  }

  /** For each mapping (by identity), where each of its keys is written. */
  public Map<Object, Map<String, Source>> keys() {
    return keys;
  }

  /**
   * For each mapping (by identity), its keys that YAML types as other than a string ({@code 17:}),
   * with that typed value; the mapping itself holds the text written.
   */
  public Map<Object, Map<String, Object>> typedKeys() {
    return typedKeys;
  }

  /** Duplicate keys, each message starting with its place. */
  public List<String> warnings() {
    return warnings;
  }
}
