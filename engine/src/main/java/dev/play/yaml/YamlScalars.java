package dev.play.yaml;

import dev.play.value.UnsafeText;
import dev.play.vault.VaultContext;
import dev.play.vault.VaultedScalar;
import java.util.Set;
import java.util.function.Function;
import org.yaml.snakeyaml.constructor.AbstractConstruct;
import org.yaml.snakeyaml.constructor.ConstructorException;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * Values from nodes as Ansible's loader makes them, and the one place that knows play's own tags:
 * YAML 1.1 typing ({@code yes} is true, {@code 0644} is 420), timestamps kept as their text (play
 * has no date values), an inline {@code !vault} value a {@link VaultedScalar} (decrypted when it is
 * used, naming its file:line:col) and an {@code !unsafe} one an {@link UnsafeText} (never
 * rendered). Either tag on a mapping or a list is refused at its place.
 */
final class YamlScalars extends SafeConstructor {
  static final Tag VAULT = new Tag("!vault");
  static final Tag UNSAFE = new Tag("!unsafe");

  /** The tags whose scalars are typed; any other scalar of YAML's own is its text. */
  private static final Set<Tag> TYPED = Set.of(Tag.INT, Tag.FLOAT, Tag.BOOL, Tag.NULL);

  /**
   * @param file the file's name, for the place of a vaulted value
   * @param vault the run's vault secrets, which open a vaulted value when it is used
   */
  YamlScalars(String file, VaultContext vault) {
    this(file, YamlLoader.Tags.PLAY, vault);
  }

  /**
   * @param file the file's name, for the place of a vaulted value
   * @param tags whether play's tags are read, or only YAML's own (another is refused)
   * @param vault the run's vault secrets, which open a vaulted value when it is used
   */
  YamlScalars(String file, YamlLoader.Tags tags, VaultContext vault) {
    super(YamlLoader.options());
    yamlConstructors.put(Tag.TIMESTAMP, new ConstructYamlStr());
    if (tags == YamlLoader.Tags.YAML) {
      return;
    }
    yamlConstructors.put(
        VAULT,
        scalarOnly(
            "a !vault value must be the vault's text",
            scalar ->
                new VaultedScalar(
                    scalar.getValue(),
                    YamlLoader.at(file, scalar.getStartMark()).toString(),
                    vault)));
    yamlConstructors.put(
        UNSAFE,
        scalarOnly("!unsafe applies to a string", scalar -> new UnsafeText(scalar.getValue())));
  }

  /** A tag that only a scalar may carry: on a mapping or a list it is an error at its place. */
  private static AbstractConstruct scalarOnly(String refusal, Function<ScalarNode, Object> make) {
    return new AbstractConstruct() {
      @Override
      public Object construct(Node node) {
        if (!(node instanceof ScalarNode scalar)) {
          // its constructor is protected: a subclass of one's own is how a tag reports its place
          throw new ConstructorException(
              null,
              null,
              refusal + ", not a " + (node instanceof MappingNode ? "mapping" : "list"),
              node.getStartMark()) {};
        }
        return make.apply(scalar);
      }
    };
  }

  /**
   * Whether play reads {@code node}'s tag: one of YAML's own, or {@code !vault} or {@code !unsafe}
   * on a scalar.
   */
  static boolean knows(Node node) {
    Tag tag = node.getTag();
    return tag.getValue().startsWith(Tag.PREFIX)
        || (node instanceof ScalarNode && (tag.equals(VAULT) || tag.equals(UNSAFE)));
  }

  /** The plain value of {@code node} and all below it, as SnakeYAML constructs a document. */
  Object construct(Node node) {
    return constructDocument(node);
  }

  /** A scalar's value: typed, or its tag's ({@code !vault}, {@code !unsafe}), or else its text. */
  Object scalar(ScalarNode node) {
    Tag tag = node.getTag();
    return tag.equals(VAULT) || tag.equals(UNSAFE)
        ? getConstructor(node).construct(node)
        : typed(node);
  }

  /** A scalar typed by YAML's tags alone (an int, float, bool or null); any other is its text. */
  Object typed(ScalarNode node) {
    return TYPED.contains(node.getTag()) ? getConstructor(node).construct(node) : node.getValue();
  }
}
