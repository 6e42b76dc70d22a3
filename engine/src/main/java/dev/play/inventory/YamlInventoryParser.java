package dev.play.inventory;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.vault.VaultContext;
import dev.play.yaml.YamlLoader;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * Parses a YAML inventory the way Ansible's {@code yaml} plugin does: top-level keys are groups
 * (usually just {@code all}); each group may have {@code hosts} (host name or range, optionally
 * {@code :port}, to its variables or null), {@code vars} and {@code children} (nested groups, to
 * any depth). A string where a mapping is expected stands for a one-key mapping; other keys are
 * skipped with a warning, as in Ansible. Values keep YAML 1.1 types.
 */
final class YamlInventoryParser {
  private final VaultContext vault;
  private final Path file;
  private final InventoryBuilder builder;

  private YamlInventoryParser(VaultContext vault, Path file, InventoryBuilder builder) {
    this.vault = vault;
    this.file = file;
    this.builder = builder;
  }

  /**
   * {@code vault}: the run's secrets, which open the inventory's {@code !vault} values when they
   * are used.
   */
  static void parse(VaultContext vault, Path file, Node root, InventoryBuilder builder) {
    new YamlInventoryParser(vault, file, builder).parseRoot(root);
  }

  private void parseRoot(Node root) {
    if (root == null) {
      return;
    }
    if (!(root instanceof MappingNode map)) {
      throw PlayError.parse(
          where(root),
          "a YAML inventory must be a mapping of group names, not a "
              + YamlLoader.typeName(YamlLoader.value(vault, file, root)));
    }
    for (NodeTuple t : map.getValue()) {
      if (name(t.getKeyNode()).equals("plugin")) {
        throw PlayError.parse(
            where(t.getKeyNode()), "inventory plugin configurations are not supported");
      }
    }
    map.getValue().forEach(t -> group(name(t.getKeyNode()), t.getValueNode()));
  }

  private void group(String name, Node node) {
    if (!isNull(node) && !(node instanceof MappingNode)) {
      // not a group at all, as in Ansible (a child of that name still is one: addChild makes it)
      builder.warn(
          where(node) + ": skipping '" + name + "', which is not a valid group definition");
      return;
    }
    builder.addGroup(name);
    if (!(node instanceof MappingNode map)) {
      return;
    }
    for (NodeTuple t : map.getValue()) {
      String key = name(t.getKeyNode());
      Node value = t.getValueNode();
      switch (key) {
        case "hosts" -> entries(name, key, value).forEach((k, v) -> hosts(name, k, v));
        case "vars" ->
            entries(name, key, value)
                .forEach(
                    (k, v) -> builder.setGroupVar(name, name(k), YamlLoader.value(vault, file, v)));
        case "children" -> entries(name, key, value).forEach((k, v) -> child(name, k, v));
        default ->
            builder.warn(
                where(t.getKeyNode())
                    + ": skipping unexpected key '"
                    + key
                    + "' in group '"
                    + name
                    + "'; only 'vars', 'children' and 'hosts' are valid");
      }
    }
  }

  private void child(String parent, Node key, Node value) {
    String child = name(key);
    group(child, value);
    builder.addChild(parent, child, where(key));
  }

  private void hosts(String group, Node key, Node value) {
    String word = name(key);
    HostAddress address = HostAddress.parse(word);
    Map<String, Object> vars = new LinkedHashMap<>();
    if (address.port() != null) {
      vars.put("ansible_port", address.port());
    }
    vars.putAll(hostVars(word, value));
    List<String> names;
    try {
      names = HostRange.expand(address.host());
    } catch (HostRange.InvalidRange e) {
      Source at = where(key);
      throw PlayError.parse(
          new Source(at.file(), at.line(), at.column() + e.index()),
          "bad host pattern '" + word + "': " + e.getMessage());
    }
    if (!builder.roomFor(names.size())) {
      throw PlayError.parse(where(key), InventoryBuilder.TOO_MANY_ENTRIES);
    }
    names.forEach(h -> builder.addHost(group, h, vars));
  }

  @SuppressWarnings("unchecked")
  private Map<String, Object> hostVars(String host, Node value) {
    if (isNull(value)) {
      return Map.of();
    }
    Object vars = YamlLoader.variables(vault, file, value);
    if (!(vars instanceof Map<?, ?>)) {
      throw PlayError.parse(
          where(value),
          "host '"
              + host
              + "' must map to its variables or to nothing, not to a "
              + YamlLoader.typeName(vars));
    }
    return (Map<String, Object>) vars;
  }

  /**
   * The key/value nodes of a hosts/vars/children section; a plain string stands for {@code {s:
   * null}}.
   */
  private Map<Node, Node> entries(String group, String section, Node node) {
    Map<Node, Node> out = new LinkedHashMap<>();
    if (isNull(node)) {
      return out;
    }
    if (node instanceof ScalarNode) {
      out.put(
          node,
          new ScalarNode(
              Tag.NULL,
              "",
              node.getStartMark(),
              node.getEndMark(),
              DumperOptions.ScalarStyle.PLAIN));
      return out;
    }
    if (!(node instanceof MappingNode map)) {
      throw PlayError.parse(
          where(node),
          "'"
              + section
              + "' of group '"
              + group
              + "' must be a mapping, not a "
              + YamlLoader.typeName(YamlLoader.value(vault, file, node)));
    }
    map.getValue().forEach(t -> out.put(t.getKeyNode(), t.getValueNode()));
    return out;
  }

  private static boolean isNull(Node node) {
    return node instanceof ScalarNode && node.getTag().equals(Tag.NULL);
  }

  private String name(Node key) {
    return String.valueOf(YamlLoader.value(vault, file, key));
  }

  private Source where(Node node) {
    return YamlLoader.source(file, node);
  }
}
