package dev.play.yaml;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.value.Maps;
import dev.play.vault.VaultContext;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * Turns composed documents into plain values, recording positions ({@link YamlDocuments}). Scalars
 * are typed as {@link YamlScalars} types them. Map keys are kept as the text written, so that
 * keywords and names are strings; a key that YAML types as an int, float, bool or null ({@code
 * 17:}) is recorded with that value, for the reader to put back where the mapping is data
 * (variables' values). Merge keys ({@code <<}) are flattened; duplicate keys keep the last value
 * and leave a warning. A tag play does not read is an error at its node.
 */
final class PositionedValues {
  private final String file;
  private final YamlScalars scalars;
  private final IdentityHashMap<Node, Object> converted = new IdentityHashMap<>();
  private final IdentityHashMap<Object, Source> nodes = new IdentityHashMap<>();
  private final IdentityHashMap<Object, Map<String, Source>> keys = new IdentityHashMap<>();
  private final IdentityHashMap<Object, Map<String, Object>> typedKeys = new IdentityHashMap<>();
  private final List<String> warnings = new ArrayList<>();
  private final List<Source> starts = new ArrayList<>();

  /**
   * {@code vault}: the run's vault secrets, which open the file's {@code !vault} values when they
   * are used.
   */
  PositionedValues(String file, VaultContext vault) {
    this.file = file;
    this.scalars = new YamlScalars(file, vault);
  }

  YamlDocuments documents(List<Object> roots) {
    return new YamlDocuments(roots, starts, nodes, keys, typedKeys, warnings);
  }

  /**
   * A document's root value. A scalar root is given the document's position too (maps and lists
   * have theirs), so "a playbook must be a list" can say where.
   */
  Object convertDocument(Node node) {
    Object value = convert(node);
    starts.add(source(node));
    if (value != null) {
      nodes.putIfAbsent(value, source(node));
    }
    return value;
  }

  Object convert(Node node) {
    Object done = converted.get(node);
    if (done != null) {
      return done;
    }
    // a node is met again only through an alias, never inside itself: YamlExpansion refuses that
    Object value =
        switch (node) {
          case Node other when !YamlScalars.knows(other) ->
              throw PlayError.parse(
                  source(other),
                  "unknown YAML tag '"
                      + other.getTag().getValue()
                      + "': play knows !vault and !unsafe (on strings)");
          case ScalarNode scalar -> scalar(scalar);
          case SequenceNode seq -> sequence(seq);
          case MappingNode map -> mapping(map);
          default -> throw PlayError.parse(source(node), "unsupported YAML node " + node);
        };
    if (value != null && !(node instanceof ScalarNode)) {
      converted.put(node, value);
    }
    return value;
  }

  /** A scalar's value; one its tag refuses ({@code !!int eight}) is an error at the scalar. */
  private Object scalar(ScalarNode node) {
    return refusedAtScalar(node, () -> scalars.scalar(node));
  }

  private Object refusedAtScalar(ScalarNode node, java.util.function.Supplier<Object> value) {
    try {
      return value.get();
    } catch (IllegalArgumentException e) {
      throw PlayError.parse(source(node), "bad YAML: " + e.getMessage());
    }
  }

  private Source source(Node node) {
    return YamlLoader.at(file, node.getStartMark());
  }

  private List<Object> sequence(SequenceNode node) {
    List<Object> list = new ArrayList<>();
    nodes.put(list, source(node));
    for (Node item : node.getValue()) {
      list.add(convert(item));
    }
    return list;
  }

  private Map<String, Object> mapping(MappingNode node) {
    Map<String, Object> map = new LinkedHashMap<>();
    Map<String, Source> keySources = new LinkedHashMap<>();
    nodes.put(map, source(node));
    keys.put(map, keySources);
    mergeInto(map, keySources, node);
    Set<String> seen = new HashSet<>();
    for (NodeTuple tuple : node.getValue()) {
      if (isMerge(tuple.getKeyNode())) {
        continue;
      }
      String key = key(tuple.getKeyNode());
      Source at = source(tuple.getKeyNode());
      if (!seen.add(key)) {
        warnings.add(at + ": duplicate key '" + key + "' in mapping; using the last value");
      }
      map.put(key, convert(tuple.getValueNode()));
      keySources.put(key, at);
      recordType(map, key, tuple.getKeyNode());
    }
    return map;
  }

  /**
   * A key YAML types as other than a string, with its value ({@link Located#typed}); a string key
   * forgets one.
   */
  private void recordType(Map<String, Object> map, String key, Node node) {
    Object typed =
        node instanceof ScalarNode scalar && !scalar.getTag().equals(Tag.STR)
            ? refusedAtScalar(scalar, () -> scalars.typed(scalar))
            : key;
    if (!(typed instanceof String)) {
      typedKeys.computeIfAbsent(map, m -> new LinkedHashMap<>()).put(key, typed);
    } else if (typedKeys.containsKey(map)) {
      typedKeys.get(map).remove(key);
    }
  }

  /** Merge keys: the first merged map wins over later ones; explicit keys win over all. */
  private void mergeInto(
      Map<String, Object> map, Map<String, Source> keySources, MappingNode node) {
    List<Map<String, Object>> merged = new ArrayList<>();
    for (NodeTuple tuple : node.getValue()) {
      if (isMerge(tuple.getKeyNode())) {
        merged.addAll(mergeSources(tuple.getValueNode()));
      }
    }
    for (int i = merged.size() - 1; i >= 0; i--) {
      Map<String, Object> source = merged.get(i);
      map.putAll(source);
      keySources.putAll(keys.getOrDefault(source, Map.of()));
      Map<String, Object> types = typedKeys.get(source);
      if (types != null) {
        typedKeys.computeIfAbsent(map, m -> new LinkedHashMap<>()).putAll(types);
      }
    }
  }

  private List<Map<String, Object>> mergeSources(Node value) {
    List<Map<String, Object>> out = new ArrayList<>();
    List<Node> items = value instanceof SequenceNode seq ? seq.getValue() : List.of(value);
    for (Node item : items) {
      if (!(item instanceof MappingNode)) {
        throw PlayError.parse(
            source(item), "a merge key '<<' needs a mapping or a list of mappings");
      }
      out.add(Maps.cast(convert(item)));
    }
    return out;
  }

  private static boolean isMerge(Node key) {
    return key.getTag().equals(Tag.MERGE);
  }

  private String key(Node node) {
    if (node instanceof ScalarNode scalar) {
      return scalar.getValue();
    }
    throw PlayError.parse(source(node), "mapping keys must be scalars, not " + node.getNodeId());
  }
}
