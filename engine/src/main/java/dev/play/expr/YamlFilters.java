package dev.play.expr;

import dev.play.error.PlayError;
import dev.play.vault.VaultContext;
import dev.play.yaml.YamlLoader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.DumperOptions.FlowStyle;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.representer.Representer;

/**
 * {@code to_yaml}, {@code to_nice_yaml}, {@code from_yaml} and {@code from_yaml_all}, with PyYAML's
 * output (SnakeYAML is its port): keys sorted, Unicode kept, 80 columns.
 */
final class YamlFilters {
  /** Where a value read by {@code from_yaml} comes from, for the loader's errors. */
  private static final String FROM_YAML = "from_yaml";

  private YamlFilters() {}

  /**
   * {@code to_yaml(indent=2)}: collections of scalars in flow style ({@code [a, b]}), others in
   * block style.
   */
  static Object toYaml(Object v, List<Object> args) {
    return dump(v, FlowStyle.AUTO, Numbers.integerArg(args.get(0), "to_yaml: indent", 1, 9));
  }

  /** {@code to_nice_yaml(indent=4)}: block style throughout. */
  static Object toNiceYaml(Object v, List<Object> args) {
    return dump(v, FlowStyle.BLOCK, Numbers.integerArg(args.get(0), "to_nice_yaml: indent", 1, 9));
  }

  private static String dump(Object v, FlowStyle style, int indent) {
    DumperOptions options = new DumperOptions();
    options.setAllowUnicode(true);
    options.setDefaultFlowStyle(style);
    options.setIndent(indent);
    options.setIndicatorIndent(0);
    try {
      return new Yaml(new PlainRepresenter(options), options).dump(sorted(v));
    } catch (YAMLException e) {
      throw new ExpressionException("cannot write as YAML: " + e.getMessage());
    }
  }

  /**
   * Strings without a preset style, so multi-line ones come out quoted as PyYAML's, not as {@code
   * |-} blocks.
   */
  private static final class PlainRepresenter extends Representer {
    PlainRepresenter(DumperOptions options) {
      super(options);
      representers.put(
          String.class,
          data -> representScalar(Tag.STR, (String) data, DumperOptions.ScalarStyle.PLAIN));
    }
  }

  /** Keys in sorted order where Python can sort them (all strings, or all numbers). */
  private static Object sorted(Object v) {
    if (v instanceof Map<?, ?> map) {
      List<Object> keys = new ArrayList<>(map.keySet());
      if (keys.stream().allMatch(k -> k instanceof String)
          || keys.stream().allMatch(Numbers::isNumber)) {
        keys.sort(ListFilters::compareForSort);
      }
      Map<Object, Object> out = new LinkedHashMap<>();
      keys.forEach(k -> out.put(k, sorted(map.get(k))));
      return out;
    } else if (v instanceof List<?> list) {
      return list.stream().map(YamlFilters::sorted).toList();
    }
    return v;
  }

  /**
   * {@code from_yaml}: the one document of a string (a non-string is returned as it is), read by
   * play's loader ({@link YamlLoader}) with YAML's own tags alone, as Ansible reads it with
   * PyYAML's SafeLoader; timestamps stay text.
   */
  static Object fromYaml(Object v, List<Object> args) {
    if (!(v instanceof String text)) {
      return v;
    }
    try {
      return YamlLoader.load(text, FROM_YAML, YamlLoader.Tags.YAML, VaultContext.none());
    } catch (YAMLException | PlayError e) {
      throw notYaml(e);
    }
  }

  /** {@code from_yaml_all}: the list of every document. */
  static Object fromYamlAll(Object v, List<Object> args) {
    if (!(v instanceof String text)) {
      return v;
    }
    try {
      return ListFilters.frozen(
          YamlLoader.loadAll(text, FROM_YAML, YamlLoader.Tags.YAML, VaultContext.none()));
    } catch (YAMLException | PlayError e) {
      throw notYaml(e);
    }
  }

  private static ExpressionException notYaml(RuntimeException e) {
    return new ExpressionException("not YAML: " + e.getMessage().lines().findFirst().orElse(""));
  }
}
