package dev.play.vault;

import dev.play.secret.Secrets;
import java.io.StringReader;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * The values of a vaulted YAML file, made a run's {@link Secrets}: its string scalars (not keys,
 * not numbers or booleans, which would mask ordinary output). A file that is not YAML registers as
 * a whole; its reader reports what is wrong with it.
 */
final class VaultedValues {
  private VaultedValues() {}

  static void register(String plaintext, Secrets secrets) {
    try {
      for (Node root : new Yaml(new LoaderOptions()).composeAll(new StringReader(plaintext))) {
        walk(root, Collections.newSetFromMap(new IdentityHashMap<>()), secrets);
      }
    } catch (YAMLException notYaml) {
      secrets.register(plaintext);
    }
  }

  private static void walk(Node node, Set<Node> seen, Secrets secrets) {
    if (node == null || !seen.add(node)) {
      return;
    }
    switch (node) {
      case ScalarNode s
          when !s.getTag().equals(Tag.INT)
              && !s.getTag().equals(Tag.FLOAT)
              && !s.getTag().equals(Tag.BOOL)
              && !s.getTag().equals(Tag.NULL) ->
          secrets.register(s.getValue());
      case SequenceNode q -> q.getValue().forEach(n -> walk(n, seen, secrets));
      case MappingNode m -> {
        for (NodeTuple t : m.getValue()) {
          walk(t.getValueNode(), seen, secrets);
        }
      }
      default -> {}
    }
  }
}
