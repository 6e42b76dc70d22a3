package dev.play.playbook;

import dev.play.error.PlayError;
import dev.play.input.InputText;
import dev.play.input.YamlExpansion;
import dev.play.input.YamlProblems;
import dev.play.value.Maps;
import dev.play.value.Values;
import dev.play.vault.VaultContext;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.Node;

/** Reads YAML files into plain values with source positions ({@link Located}). */
public final class YamlFiles {
  private YamlFiles() {}

  /**
   * Parses every document of {@code file}; syntax errors become a {@link PlayError}. {@code vault}:
   * the run's secrets, which open a vaulted file now and its {@code !vault} values when they are used.
   */
  public static Located read(Path file, VaultContext vault) {
    return parse(file, readText(file, vault), vault);
  }

  /** Parses {@code text} as if it were the content of {@code file}. */
  public static Located parse(Path file, String text, VaultContext vault) {
    NodeConverter converter = new NodeConverter(file.toString(), options(), vault);
    List<Object> documents = new ArrayList<>();
    try {
      for (Node node : new Yaml(options()).composeAll(new StringReader(text))) {
        YamlExpansion.check(node, file.toString());
        documents.add(converter.convertDocument(node));
      }
    } catch (YAMLException e) {
      throw YamlProblems.error(file.toString(), text, e, "YAML syntax error: ");
    } catch (IllegalArgumentException e) {
      throw YamlProblems.error(file.toString(), text, e, "YAML syntax error: ");
    }
    return converter.located(file, documents);
  }

  /**
   * A variables file ({@code vars_files}, {@code include_vars}, role defaults and vars): its top
   * level must be a mapping; an empty file gives an empty map.
   */
  public static Map<String, Object> loadVarsFile(Path file, VaultContext vault) {
    return varsOf(read(file, vault));
  }

  static Map<String, Object> varsOf(Located yaml) {
    Path file = yaml.file();
    Object root = yaml.single();
    if (root == null) {
      return Map.of();
    }
    if (!(root instanceof Map<?, ?>)) {
      throw PlayError.parse(
          yaml.sourceOf(root),
          "variables file '" + file + "' must contain a mapping (dictionary), got "
              + TypeNames.of(root));
    }
    return Values.frozenMap(yaml.typedValues(Maps.cast(root)));
  }

  static String readText(Path file, VaultContext vault) {
    return vault.plainText(InputText.read(file), file.toString());
  }

  private static LoaderOptions options() {
    LoaderOptions options = new LoaderOptions();
    options.setAllowDuplicateKeys(true);
    options.setMaxAliasesForCollections(1000);
    options.setCodePointLimit(64 * 1024 * 1024);
    return options;
  }
}
