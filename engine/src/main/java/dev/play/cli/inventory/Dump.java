package dev.play.cli.inventory;

import dev.play.value.JsonWriter;
import dev.play.value.UnsafeText;
import dev.play.vault.VaultedScalar;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.representer.Represent;
import org.yaml.snakeyaml.representer.Representer;

/**
 * Writes what {@code play inventory} shows as {@code ansible-inventory} does: JSON indented by four
 * spaces with every mapping's keys sorted and floats as Python writes them, an inline vaulted value
 * as {@code {"__ansible_vault": "$ANSIBLE_VAULT;..."}} (never decrypted); or YAML in block style
 * with keys sorted, a vaulted value as {@code !vault |}, and a list or mapping shared by several
 * hosts written once with an anchor ({@code &id001}) and aliased after, as PyYAML does.
 */
final class Dump {
  private static final String VAULT_KEY = "__ansible_vault";
  private static final String UNSAFE_KEY = "__ansible_unsafe";

  private Dump() {}

  static String json(Object value) {
    return JsonWriter.indented(new Sorted(true).copy(value), 4);
  }

  /** The YAML document, ending with a line break. */
  static String yaml(Object value) {
    DumperOptions options = new DumperOptions();
    options.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
    options.setAllowUnicode(true);
    options.setIndent(2);
    return new Yaml(new AnsibleRepresenter(options), options).dump(new Sorted(false).copy(value));
  }

  /**
   * A copy with sorted keys, one copy per original list or mapping so that what the inventory
   * shares stays shared (not the empty ones: Java shares those where Ansible does not); with {@code
   * forJson}, vaulted values become Ansible's JSON form.
   */
  private static final class Sorted {
    private final boolean forJson;
    private final IdentityHashMap<Object, Object> copies = new IdentityHashMap<>();

    Sorted(boolean forJson) {
      this.forJson = forJson;
    }

    Object copy(Object value) {
      if (value instanceof VaultedScalar v && forJson) {
        return Map.of(VAULT_KEY, v.written());
      }
      if (value instanceof UnsafeText u) {
        return forJson ? Map.of(UNSAFE_KEY, u.text()) : u.text();
      }
      if (value instanceof Double d) {
        return new PythonFloat(d);
      }
      if (value instanceof Map<?, ?> m) {
        return m.isEmpty() ? new TreeMap<>() : once(m, () -> sortedMap(m));
      }
      if (value instanceof Collection<?> c) {
        return c.isEmpty() ? new ArrayList<>() : once(c, () -> list(c));
      }
      return value;
    }

    private Object once(Object original, java.util.function.Supplier<Object> copier) {
      Object known = copies.get(original);
      if (known == null) {
        known = copier.get();
        copies.put(original, known);
      }
      return known;
    }

    /**
     * Sorted as Python sorts the keys: strings, or numbers and bools ({@code {17: a, true: b}},
     * keys of their YAML types); keys of both kinds, which Python cannot compare, stay in their
     * order.
     */
    private Map<Object, Object> sortedMap(Map<?, ?> m) {
      List<Object> keys = new ArrayList<>(m.keySet());
      if (keys.stream().allMatch(k -> k instanceof String)) {
        keys.sort(java.util.Comparator.comparing(String::valueOf));
      } else if (keys.stream().allMatch(k -> k instanceof Number || k instanceof Boolean)) {
        keys.sort(java.util.Comparator.comparingDouble(Sorted::numeric));
      }
      Map<Object, Object> out = new java.util.LinkedHashMap<>();
      keys.forEach(k -> out.put(k, copy(m.get(k))));
      return out;
    }

    private static double numeric(Object key) {
      return key instanceof Boolean b ? (b ? 1 : 0) : ((Number) key).doubleValue();
    }

    private List<Object> list(Collection<?> c) {
      List<Object> out = new ArrayList<>();
      c.forEach(v -> out.add(copy(v)));
      return out;
    }
  }

  /**
   * Ansible's dumper: a vaulted value as {@code !vault} with its text in a literal block; floats as
   * PyYAML writes them; a string in the style PyYAML's emitter picks (plain when it can, quoted
   * when it must: a multi-line one single-quoted, not in a literal block as SnakeYAML would).
   */
  private static final class AnsibleRepresenter extends Representer {
    AnsibleRepresenter(DumperOptions options) {
      super(options);
      Represent vault =
          data ->
              representScalar(
                  new Tag("!vault"),
                  ((VaultedScalar) data).written(),
                  DumperOptions.ScalarStyle.LITERAL);
      representers.put(VaultedScalar.class, vault);
      representers.put(
          PythonFloat.class, data -> representScalar(Tag.FLOAT, ((PythonFloat) data).yaml()));
      representers.put(
          String.class,
          data -> representScalar(Tag.STR, (String) data, DumperOptions.ScalarStyle.PLAIN));
    }
  }
}
