package dev.play.inventory;

import dev.play.vault.VaultContext;
import java.nio.file.Path;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * Replaces the {@code !vault} scalars of a composed YAML tree by plain strings of their
 * plaintext, in place, with the file's position in any error (an anchor's node once).
 */
final class VaultedNodes {
  private static final Tag VAULT = new Tag("!vault");

  private VaultedNodes() {}

  static Node decrypt(Node root, Path file) {
    return decrypt(root, file, Collections.newSetFromMap(new IdentityHashMap<>()));
  }

  private static Node decrypt(Node node, Path file, Set<Node> seen) {
    if (node instanceof ScalarNode s && s.getTag().equals(VAULT)) {
      String plain = VaultContext.vaultedScalar(s.getValue(), YamlFiles.source(file, s).toString());
      return new ScalarNode(Tag.STR, plain, s.getStartMark(), s.getEndMark(), DumperOptions.ScalarStyle.PLAIN);
    }
    if (!seen.add(node)) {
      return node;
    }
    if (node instanceof SequenceNode q) {
      List<Node> items = q.getValue();
      items.replaceAll(n -> decrypt(n, file, seen));
    } else if (node instanceof MappingNode m) {
      List<NodeTuple> tuples = m.getValue();
      tuples.replaceAll(t -> new NodeTuple(decrypt(t.getKeyNode(), file, seen), decrypt(t.getValueNode(), file, seen)));
    }
    return node;
  }
}
