package dev.play.inventory;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.input.InputText;
import dev.play.input.YamlExpansion;
import dev.play.input.YamlProblems;
import dev.play.value.UnsafeText;
import dev.play.vault.VaultContext;
import dev.play.vault.VaultedScalar;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.AbstractConstruct;
import org.yaml.snakeyaml.constructor.ConstructorException;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * Reads YAML (and JSON) inventory and vars files with YAML 1.1 typing, like Ansible: to a node
 * tree that keeps positions, and from nodes to plain Java values (maps, lists, strings, numbers,
 * booleans, null; timestamps stay strings). Variable names are strings; the keys of mappings in
 * their values keep their YAML types ({@code {17: openjdk-17-jre}}), as in Ansible. Syntax errors
 * name file:line:col.
 */
final class YamlFiles {
  private static final Tag VAULT = new Tag("!vault");
  private static final Tag UNSAFE = new Tag("!unsafe");

  private YamlFiles() {}

  /**
   * Constructs plain values from nodes; timestamps are kept as their text, and an inline
   * {@code !vault} value becomes a {@link VaultedScalar}, decrypted when it is used; an
   * {@code !unsafe} one an {@link UnsafeText}, never rendered.
   */
  private static final class PlainConstructor extends SafeConstructor {
    PlainConstructor(Path file, VaultContext vault) {
      super(new LoaderOptions());
      yamlConstructors.put(Tag.TIMESTAMP, new ConstructYamlStr());
      yamlConstructors.put(VAULT, scalarOnly("a !vault value must be the vault's text",
          scalar -> new VaultedScalar(scalar.getValue(), source(file, scalar).toString(), vault)));
      yamlConstructors.put(UNSAFE, scalarOnly("!unsafe applies to a string", scalar -> new UnsafeText(scalar.getValue())));
    }

    /** A tag that only a scalar may carry: on a mapping or a list it is an error at its place. */
    private static AbstractConstruct scalarOnly(String refusal, java.util.function.Function<ScalarNode, Object> make) {
      return new AbstractConstruct() {
        @Override
        public Object construct(Node node) {
          if (!(node instanceof ScalarNode scalar)) {
            // its constructor is protected: a subclass of one's own is how a tag reports its place
            throw new ConstructorException(null, null, refusal + ", not a "
                + (node instanceof MappingNode ? "mapping" : "list"), node.getStartMark()) {};
          }
          return make.apply(scalar);
        }
      };
    }

    Object construct(Node node) {
      return constructDocument(node);
    }
  }

  /** The file's text, decrypted with {@code vault} when the whole file is vaulted; an unreadable file is a parse error naming it. */
  static String read(VaultContext vault, Path file) {
    return vault.plainText(InputText.read(file), file.toString());
  }

  /** The document's root node, or null for an empty document; {@code vault} opens its {@code !vault} values. */
  static Node compose(VaultContext vault, Path file, String text) {
    try {
      Node root = new Yaml(new PlainConstructor(file, vault)).compose(new StringReader(text));
      YamlExpansion.check(root, file.toString());
      if (root != null) {
        // constructed once here so that an unknown tag or a value its tag refuses (!!int x) is an
        // error at its place; the parser constructs the parts it reads again, from the nodes
        constructOrRefuse(vault, file, root);
      }
      return root;
    } catch (YAMLException e) {
      throw YamlProblems.error(file.toString(), text, e, "bad YAML: ");
    } catch (IllegalArgumentException e) {
      throw YamlProblems.error(file.toString(), text, e, "bad YAML: ");
    }
  }

  /**
   * Constructs {@code root}: SnakeYAML says a value its tag refuses ({@code !!int eight}) with a
   * bare NumberFormatException or IllegalArgumentException and no place, so on that error path
   * alone the scalar is found again, one node at a time.
   */
  private static void constructOrRefuse(VaultContext vault, Path file, Node root) {
    try {
      new PlainConstructor(file, vault).construct(root);
    } catch (YAMLException e) {
      throw e;
    } catch (IllegalArgumentException e) {
      Node bad = refused(vault, file, root, Collections.newSetFromMap(new IdentityHashMap<>()));
      throw PlayError.parse(source(file, bad == null ? root : bad), "bad YAML: " + e.getMessage());
    }
  }

  private static Node refused(VaultContext vault, Path file, Node node, Set<Node> seen) {
    if (!seen.add(node)) {
      return null;
    }
    List<Node> children = switch (node) {
      case SequenceNode s -> s.getValue();
      case MappingNode m -> m.getValue().stream().flatMap(t -> Stream.of(t.getKeyNode(), t.getValueNode())).toList();
      default -> List.of();
    };
    if (children.isEmpty()) {
      try {
        new PlainConstructor(file, vault).construct(node);
        return null;
      } catch (IllegalArgumentException e) {
        return node;
      }
    }
    return children.stream().map(c -> refused(vault, file, c, seen)).filter(java.util.Objects::nonNull).findFirst().orElse(null);
  }

  /** The whole file as variables (null when empty): a mapping's keys are names, strings. */
  static Object load(VaultContext vault, Path file) {
    Node root = compose(vault, file, read(vault, file));
    return root == null ? null : variables(vault, file, root);
  }

  /** The plain value of {@code node}, read from {@code file}: a variable's value. */
  static Object value(VaultContext vault, Path file, Node node) {
    return plain(new PlainConstructor(file, vault).construct(node), false);
  }

  /** {@link #value}, but a mapping's own keys are variable names: strings. */
  static Object variables(VaultContext vault, Path file, Node node) {
    return plain(new PlainConstructor(file, vault).construct(node), true);
  }

  /** Where {@code node} starts in {@code file}. */
  static Source source(Path file, Node node) {
    Mark m = node.getStartMark();
    return new Source(file.toString(), m.getLine() + 1, m.getColumn() + 1);
  }

  /** A short YAML type name for messages: mapping, list, string, number, boolean, null. */
  static String typeName(Object value) {
    return switch (value) {
      case null -> "null";
      case Map<?, ?> m -> "mapping";
      case Collection<?> c -> "list";
      case String s -> "string";
      case VaultedScalar v -> "vaulted string";
      case UnsafeText u -> "string";
      case Number n -> "number";
      case Boolean b -> "boolean";
      default -> value.getClass().getSimpleName();
    };
  }

  /** {@code value} with mutable copies of its mappings and lists; {@code names}: its own keys as strings. */
  private static Object plain(Object value, boolean names) {
    if (value instanceof Map<?, ?> map) {
      Map<Object, Object> out = new LinkedHashMap<>();
      map.forEach((k, v) -> out.put(names ? String.valueOf(k) : k, plain(v, false)));
      return out;
    }
    if (value instanceof Collection<?> items) {
      List<Object> out = new ArrayList<>();
      items.forEach(v -> out.add(plain(v, false)));
      return out;
    }
    return value;
  }
}
