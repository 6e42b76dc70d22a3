package dev.play.playbook;

import java.nio.file.Path;
import java.util.Map;
import java.util.function.Consumer;

/** Reads YAML files through {@link YamlFiles}, passing their warnings on. */
final class YamlReader {
  private final Consumer<String> warnings;

  YamlReader(Consumer<String> warnings) {
    this.warnings = warnings;
  }

  Located read(Path file) {
    Located yaml = YamlFiles.read(file);
    yaml.warnings().forEach(warnings);
    return yaml;
  }

  Map<String, Object> vars(Path file) {
    return YamlFiles.varsOf(read(file));
  }
}
