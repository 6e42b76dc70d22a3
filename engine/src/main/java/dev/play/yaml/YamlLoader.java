package dev.play.yaml;

import dev.play.error.Source;
import dev.play.input.InputText;
import dev.play.value.UnsafeText;
import dev.play.vault.VaultContext;
import dev.play.vault.VaultedScalar;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.Node;

/**
 * play's one YAML loader, for every YAML (and JSON) file and text it reads: playbooks, roles, vars
 * files, inventories, {@code -e} and {@code from_yaml}. All share the tags ({@link YamlScalars}:
 * {@code !vault}, {@code !unsafe}, YAML 1.1 types, timestamps as text; {@code from_yaml} reads
 * YAML's own alone, {@link Tags}) and the limits: a file of at most {@link InputText#MAX_BYTES},
 * {@value #MAX_ALIASES} aliases to collections (counted over the stream), SnakeYAML's nesting depth
 * of 50, and {@link YamlExpansion#MAX_VALUES} values once aliases are expanded (an alias inside its
 * own anchor is refused). Its errors name file:line:col. Two shapes of value from a file, and
 * values from a text ({@link #load(String, String, Tags, VaultContext)}, SnakeYAML's errors for the
 * caller to word):
 *
 * <ul>
 *   <li><b>positioned</b> ({@link #positioned}, the playbook's): every document as plain values
 *       with the position of each map, list and key; keys as the text written; a duplicate key
 *       keeps its last value with a warning; syntax errors start "YAML syntax error: ".
 *   <li><b>plain</b> ({@link #compose} then {@link #value}, the inventory's): a node tree with
 *       marks, and the plain value of any node; keys keep their YAML types; a duplicate key keeps
 *       its last value without a word; syntax errors start "bad YAML: ".
 * </ul>
 */
public final class YamlLoader {
  /** Aliases to mappings and lists one document may hold. */
  static final int MAX_ALIASES = 1000;

  private YamlLoader() {}

  /** The tags a text read outside any file may carry. */
  public enum Tags {
    /**
     * play's, as Ansible's own loader reads them ({@code -e}): {@code !vault} and {@code !unsafe}.
     */
    PLAY,
    /**
     * YAML's own alone, as PyYAML's SafeLoader reads them (Ansible's {@code from_yaml}); another is
     * refused.
     */
    YAML
  }

  /** The limits every reader shares; duplicate keys are allowed, each shape says what it keeps. */
  static LoaderOptions options() {
    LoaderOptions options = new LoaderOptions();
    options.setAllowDuplicateKeys(true);
    options.setMaxAliasesForCollections(MAX_ALIASES);
    options.setCodePointLimit(InputText.MAX_BYTES);
    return options;
  }

  /**
   * The text of {@code file}, decrypted with {@code vault} when the whole file is vaulted; an
   * unreadable file is a parse error naming it.
   */
  public static String read(VaultContext vault, Path file) {
    return vault.plainText(InputText.read(file), file.toString());
  }

  /**
   * Every document of {@code text} (the content of {@code file}) as plain values with positions;
   * {@code vault} opens its {@code !vault} values when they are used.
   */
  public static YamlDocuments positioned(VaultContext vault, Path file, String text) {
    String name = file.toString();
    PositionedValues converter = new PositionedValues(name, vault);
    List<Object> roots = new ArrayList<>();
    orError(
        name,
        text,
        "YAML syntax error: ",
        () -> {
          for (Node node : new Yaml(options()).composeAll(new StringReader(text))) {
            YamlExpansion.check(node, name);
            roots.add(converter.convertDocument(node));
          }
          return roots;
        });
    return converter.documents(roots);
  }

  /**
   * The one document of {@code text} (the content of {@code file}) as a node tree, or null when it
   * is empty; every value in it is constructed once, so that what its tag refuses is an error here.
   */
  public static Node compose(Path file, String text) {
    String name = file.toString();
    return orError(
        name,
        text,
        "bad YAML: ",
        () -> {
          Node root = new Yaml(options()).compose(new StringReader(text));
          YamlExpansion.check(root, name);
          if (root != null) {
            PlainValues.check(name, root);
          }
          return root;
        });
  }

  /** The whole of {@code file} as variables ({@link #variables}), or null when it is empty. */
  public static Object load(VaultContext vault, Path file) {
    Node root = compose(file, read(vault, file));
    return root == null ? null : variables(vault, file, root);
  }

  /**
   * The plain value of {@code node}, read from {@code file}, with mutable mappings and lists;
   * {@code vault} opens its {@code !vault} values when they are used.
   */
  public static Object value(VaultContext vault, Path file, Node node) {
    return PlainValues.of(file.toString(), node, false, vault);
  }

  /** {@link #value}, but a mapping's own keys are variable names: strings. */
  public static Object variables(VaultContext vault, Path file, Node node) {
    return PlainValues.of(file.toString(), node, true, vault);
  }

  /**
   * The one document of {@code text}, a value given by a user outside any file ({@code -e}, {@code
   * from_yaml}), or null when it is empty; {@code where} names it in a vaulted value, which {@code
   * vault} opens when it is used.
   *
   * @throws YAMLException what SnakeYAML refuses (a value its tag refuses too), for the caller to
   *     word
   * @throws dev.play.error.PlayError a document of too many values once its aliases are expanded
   */
  public static Object load(String text, String where, Tags tags, VaultContext vault) {
    return refusing(
        () -> {
          Node root = new Yaml(options()).compose(new StringReader(text));
          YamlExpansion.check(root, where);
          return root == null ? null : new YamlScalars(where, tags, vault).construct(root);
        });
  }

  /**
   * Every document of {@code text}, each as {@link #load(String, String, Tags, VaultContext)} reads
   * one.
   */
  public static List<Object> loadAll(String text, String where, Tags tags, VaultContext vault) {
    return refusing(
        () -> {
          List<Object> out = new ArrayList<>();
          for (Node root : new Yaml(options()).composeAll(new StringReader(text))) {
            YamlExpansion.check(root, where);
            out.add(new YamlScalars(where, tags, vault).construct(root));
          }
          return out;
        });
  }

  /**
   * SnakeYAML's bare refusals ({@code !!int eight}: a NumberFormatException) as its own exception.
   */
  private static <T> T refusing(Supplier<T> reading) {
    try {
      return reading.get();
    } catch (IllegalArgumentException e) {
      throw new YAMLException(e.getMessage(), e);
    }
  }

  /** Where {@code node} starts in {@code file}. */
  public static Source source(Path file, Node node) {
    return at(file.toString(), node.getStartMark());
  }

  static Source at(String file, Mark mark) {
    return new Source(file, mark.getLine() + 1, mark.getColumn() + 1);
  }

  /** A short YAML type name for messages: mapping, list, string, number, boolean, null. */
  public static String typeName(Object value) {
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

  /**
   * What {@code reading} {@code text} of {@code file} throws from SnakeYAML, as play's error at its
   * place.
   */
  private static <T> T orError(String file, String text, String prefix, Supplier<T> reading) {
    try {
      return reading.get();
    } catch (YAMLException e) {
      throw YamlProblems.error(file, text, e, prefix);
    } catch (IllegalArgumentException e) {
      throw YamlProblems.error(file, text, e, prefix);
    }
  }
}
