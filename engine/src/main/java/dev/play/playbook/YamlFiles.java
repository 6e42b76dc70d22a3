package dev.play.playbook;

import dev.play.error.PlayError;
import dev.play.value.Maps;
import dev.play.value.Values;
import dev.play.yaml.YamlLoader;
import java.nio.file.Path;
import java.util.Map;

/** Reads YAML files into plain values with source positions ({@link Located}), through {@link YamlLoader}. */
public final class YamlFiles {
  private YamlFiles() {}

  /** Parses every document of {@code file}; syntax errors become a {@link PlayError}. */
  public static Located read(Path file) {
    return parse(file, YamlLoader.read(file));
  }

  /** Parses {@code text} as if it were the content of {@code file}. */
  public static Located parse(Path file, String text) {
    return new Located(file, YamlLoader.positioned(file, text));
  }

  /**
   * A variables file ({@code vars_files}, {@code include_vars}, role defaults and vars): its top
   * level must be a mapping; an empty file gives an empty map.
   */
  public static Map<String, Object> loadVarsFile(Path file) {
    return varsOf(read(file));
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
}
