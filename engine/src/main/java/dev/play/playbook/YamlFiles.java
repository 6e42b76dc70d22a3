package dev.play.playbook;

import dev.play.error.PlayError;
import dev.play.value.Maps;
import dev.play.value.Values;
import dev.play.vault.VaultContext;
import dev.play.yaml.YamlLoader;
import java.nio.file.Path;
import java.util.Map;

/**
 * Reads YAML files into plain values with source positions ({@link Located}), through {@link
 * YamlLoader}.
 */
public final class YamlFiles {
  private YamlFiles() {}

  /**
   * Parses every document of {@code file}; syntax errors become a {@link PlayError}. {@code vault}:
   * the run's secrets, which open a vaulted file now and its {@code !vault} values when they are
   * used.
   */
  public static Located read(Path file, VaultContext vault) {
    return parse(file, YamlLoader.read(vault, file), vault);
  }

  /** Parses {@code text} as if it were the content of {@code file}. */
  public static Located parse(Path file, String text, VaultContext vault) {
    return new Located(file, YamlLoader.positioned(vault, file, text));
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
          "variables file '"
              + file
              + "' must contain a mapping (dictionary), got "
              + TypeNames.of(root));
    }
    return Values.frozenMap(yaml.typedValues(Maps.cast(root)));
  }
}
