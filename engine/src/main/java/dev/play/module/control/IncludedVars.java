package dev.play.module.control;

import dev.play.error.PlayError;
import dev.play.module.ModuleFailure;
import dev.play.playbook.YamlFiles;
import dev.play.vault.VaultContext;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code include_vars} has read so far: the variables (a later file's keys replace an earlier
 * one's) and the files, in order. A failure keeps the files read before it, as Ansible reports
 * them.
 */
final class IncludedVars {
  private final Map<String, Object> vars = new LinkedHashMap<>();
  private final List<String> files = new ArrayList<>();

  /**
   * Reads one YAML or JSON file (vaulted or not: {@code vault} opens it); empty is an empty
   * mapping.
   */
  @SuppressWarnings("unchecked")
  void read(Path file, VaultContext vault) throws ModuleFailure {
    Object root;
    dev.play.playbook.Located yaml;
    try {
      yaml = YamlFiles.read(file, vault);
      root = yaml.single();
    } catch (PlayError e) {
      throw failure(e.render());
    }
    if (root != null && !(root instanceof Map<?, ?>)) {
      throw failure(file + " must be stored as a dictionary/hash");
    }
    files.add(file.toString());
    if (root != null) {
      vars.putAll(yaml.typedValues((Map<String, Object>) root));
    }
  }

  Map<String, Object> vars() {
    return vars;
  }

  List<String> files() {
    return List.copyOf(files);
  }

  /**
   * A failure in Ansible's shape: its message also under {@code message}, no variables, the files
   * read.
   */
  ModuleFailure failure(String message) {
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("ansible_facts", Map.of());
    result.put("ansible_included_var_files", files());
    result.put("message", message);
    return new ModuleFailure(message, result);
  }
}
