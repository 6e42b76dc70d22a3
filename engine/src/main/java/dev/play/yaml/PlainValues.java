package dev.play.yaml;

import dev.play.error.PlayError;
import dev.play.vault.VaultContext;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Plain values from nodes, as SnakeYAML constructs them with {@link YamlScalars}: the keys of
 * mappings keep their YAML types, merge keys merge, a duplicate key keeps its last value without a
 * word (SnakeYAML drops the earlier ones from the node itself), and a tag play does not read is
 * SnakeYAML's error at its node.
 */
final class PlainValues {
  private PlainValues() {}

  /**
   * Constructs {@code root} once, so that an unknown tag or a value its tag refuses ({@code !!int
   * eight}) is an error at its place. SnakeYAML says the latter with a bare NumberFormatException
   * or IllegalArgumentException and no place, so on that error path alone the scalar is found
   * again, one node at a time.
   */
  static void check(String file, Node root) {
    try {
      new YamlScalars(file, VaultContext.none()).construct(root);
    } catch (YAMLException e) {
      throw e;
    } catch (IllegalArgumentException e) {
      Node bad = refused(file, root, Collections.newSetFromMap(new IdentityHashMap<>()));
      throw PlayError.parse(
          YamlLoader.at(file, (bad == null ? root : bad).getStartMark()),
          "bad YAML: " + e.getMessage());
    }
  }

  private static Node refused(String file, Node node, Set<Node> seen) {
    if (!seen.add(node)) {
      return null;
    }
    List<Node> children =
        switch (node) {
          case SequenceNode s -> s.getValue();
          case MappingNode m ->
              m.getValue().stream()
                  .flatMap(t -> Stream.of(t.getKeyNode(), t.getValueNode()))
                  .toList();
          default -> List.of();
        };
    if (children.isEmpty()) {
      try {
        new YamlScalars(file, VaultContext.none()).construct(node);
        return null;
      } catch (IllegalArgumentException e) {
        return node;
      }
    }
    return children.stream()
        .map(c -> refused(file, c, seen))
        .filter(Objects::nonNull)
        .findFirst()
        .orElse(null);
  }

  /**
   * The value of {@code node}, with mutable copies of its mappings and lists; {@code names}: the
   * keys of its own mapping as strings (variable names).
   */
  static Object of(String file, Node node, boolean names, VaultContext vault) {
    return copy(new YamlScalars(file, vault).construct(node), names);
  }

  private static Object copy(Object value, boolean names) {
    if (value instanceof Map<?, ?> map) {
      Map<Object, Object> out = new LinkedHashMap<>();
      map.forEach((k, v) -> out.put(names ? String.valueOf(k) : k, copy(v, false)));
      return out;
    }
    if (value instanceof Collection<?> items) {
      List<Object> out = new ArrayList<>();
      items.forEach(v -> out.add(copy(v, false)));
      return out;
    }
    return value;
  }
}
