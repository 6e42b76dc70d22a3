package dev.play.yaml;

import dev.play.error.PlayError;
import java.util.IdentityHashMap;
import java.util.Map;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * How many values a YAML document stands for once its aliases are expanded. A few lines of anchors
 * that refer to anchors ("billion laughs") stand for billions: reading them is cheap (an alias is
 * shared), but templating or printing them is not, so such a document is an error at once, at the
 * node that goes over {@link #MAX_VALUES}. An alias inside its own anchor ({@code a: &a [*a]})
 * stands for endlessly many: an error at that anchor. Counted once per node: linear in the
 * document's size.
 */
final class YamlExpansion {
  static final long MAX_VALUES = 1_000_000;

  /** The size of a node while its own parts are counted. */
  private static final long COUNTING = -1;

  private YamlExpansion() {}

  static void check(Node root, String file) {
    if (root != null) {
      size(root, new IdentityHashMap<>(), file);
    }
  }

  private static long size(Node node, Map<Node, Long> sizes, String file) {
    Long known = sizes.get(node);
    if (known != null && known == COUNTING) {
      throw PlayError.parse(
          YamlLoader.at(file, node.getStartMark()), "recursive YAML alias is not supported");
    } else if (known != null) {
      return known;
    }
    sizes.put(node, COUNTING);
    long n = 1;
    if (node instanceof SequenceNode q) {
      for (Node child : q.getValue()) {
        n += size(child, sizes, file);
      }
    } else if (node instanceof MappingNode m) {
      for (NodeTuple t : m.getValue()) {
        n += size(t.getKeyNode(), sizes, file) + size(t.getValueNode(), sizes, file);
      }
    }
    if (n > MAX_VALUES) {
      throw PlayError.parse(
          YamlLoader.at(file, node.getStartMark()),
          "this value stands for more than "
              + MAX_VALUES
              + " values once its aliases are expanded (YAML \"billion laughs\")");
    }
    sizes.put(node, n);
    return n;
  }
}
