package dev.play.playbook;

import dev.play.vault.VaultContext;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/** Reads YAML files through {@link YamlFiles}, passing their warnings on. */
final class YamlReader {
  private final VaultContext vault;
  private final Consumer<String> warnings;
  private final Set<String> deprecations = ConcurrentHashMap.newKeySet();

  YamlReader(VaultContext vault, Consumer<String> warnings) {
    this.vault = vault;
    this.warnings = warnings;
  }

  Located read(Path file) {
    Located yaml = YamlFiles.read(file, vault);
    yaml.warnings().forEach(warnings);
    return yaml;
  }

  /**
   * Warns that {@code feature} is deprecated, once per loader, as Ansible does (first at {@code
   * where}).
   */
  void deprecated(String feature, Object where) {
    if (deprecations.add(feature)) {
      warnings.accept(feature + " (first at " + where + ")");
    }
  }

  /** Passes on a warning about what was read. */
  void warning(String message) {
    warnings.accept(message);
  }

  Map<String, Object> vars(Path file) {
    return YamlFiles.varsOf(read(file));
  }
}
