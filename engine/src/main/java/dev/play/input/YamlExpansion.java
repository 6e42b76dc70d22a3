package dev.play.input;

import dev.play.error.PlayError;
import dev.play.error.Source;
import java.util.IdentityHashMap;
import java.util.Map;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * How many values a YAML document stands for once its aliases are expanded. A few lines of
 * anchors that refer to anchors ("billion laughs") stand for billions: reading them is cheap (an
 * alias is shared), but templating or printing them is not, so such a document is an error at
 * once, at the node that goes over {@link #MAX_VALUES}. Counted once per node: linear in the
 * document's size.
 */
public final class YamlExpansion {
  public static final long MAX_VALUES = 1_000_000;

  private YamlExpansion() {}

  public static void check(Node root, String file) {
    if (root != null) {
      size(root, new IdentityHashMap<>(), file);
    }
  }

  private static long size(Node node, Map<Node, Long> sizes, String file) {
    Long known = sizes.get(node);
    if (known != null) {
      return known;
    }
    sizes.put(node, 1L);   // an alias to a node being counted (recursion) counts once; its reader refuses it
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
      Mark mark = node.getStartMark();
      throw PlayError.parse(new Source(file, mark.getLine() + 1, mark.getColumn() + 1),
          "this value stands for more than " + MAX_VALUES + " values once its aliases are expanded (YAML \"billion laughs\")");
    }
    sizes.put(node, n);
    return n;
  }
}
