package dev.play.cli;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.playbook.KvArgs;
import dev.play.playbook.PlaybookLoader;
import dev.play.vault.VaultContext;
import dev.play.yaml.YamlLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code -e} values as ansible-playbook reads them: {@code k=v k2="v 2"} (strings),
 * {@code @file.yml}, or an inline YAML/JSON mapping. Later values win.
 */
final class ExtraVars {
  private ExtraVars() {}

  static Map<String, Object> parse(List<String> values, PlaybookLoader loader) {
    Map<String, Object> out = new LinkedHashMap<>();
    for (String v : values) {
      out.putAll(one(v.strip(), loader));
    }
    return out;
  }

  private static Map<String, Object> one(String v, PlaybookLoader loader) {
    if (v.startsWith("@")) {
      Path file = Path.of(v.substring(1));
      if (!Files.exists(file)) {
        throw new PlayError(
            PlayError.Kind.OPTIONS, Source.of(file.toString()), "extra vars file not found");
      }
      return loader.loadVarsFile(file);
    }
    if (v.startsWith("{") || v.startsWith("[")) {
      return inlineMapping(v, loader.vault());
    }
    return keyValues(v);
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> inlineMapping(String v, VaultContext vault) {
    Object parsed;
    try {
      parsed = YamlLoader.load(v, "-e", YamlLoader.Tags.PLAY, vault);
    } catch (RuntimeException e) {
      throw new PlayError(
          PlayError.Kind.OPTIONS, Source.of("-e"), "extra vars are not valid YAML/JSON: " + v);
    }
    if (!(parsed instanceof Map)) {
      throw new PlayError(
          PlayError.Kind.OPTIONS, Source.of("-e"), "extra vars must be a mapping: " + v);
    }
    return (Map<String, Object>) parsed;
  }

  /**
   * {@code k=v k2="v 2"} read as Ansible reads {@code -e}: its {@code parse_kv} ({@link KvArgs}).
   */
  static Map<String, Object> keyValues(String v) {
    Map<String, Object> out = new LinkedHashMap<>(KvArgs.parse(v, false));
    Object stray = out.remove(KvArgs.RAW_PARAMS);
    if (stray != null) {
      throw new PlayError(
          PlayError.Kind.OPTIONS,
          Source.of("-e"),
          "extra vars must be key=value, @file or a mapping; got '" + stray + "'");
    }
    return out;
  }
}
