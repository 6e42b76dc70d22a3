package dev.play.module;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The arguments a module accepts. Names ending in {@code !} in {@link #of} are required.
 * {@code freeForm} modules (command, shell) take a free-form string under {@code _raw_params}.
 */
public record ArgSpec(Set<String> allowed, Set<String> required, Map<String, String> aliases, boolean freeForm) {
  /** In {@code allowed}: any argument name is accepted as is (set_fact). */
  public static final String ANY = "*";

  public ArgSpec {
    allowed = Set.copyOf(allowed);
    required = Set.copyOf(required);
    aliases = Map.copyOf(aliases);
  }

  /** {@code of("dest!", "content", "src")}: dest required, content and src optional. */
  public static ArgSpec of(String... names) {
    Set<String> allowed = new LinkedHashSet<>();
    Set<String> required = new LinkedHashSet<>();
    for (String n : names) {
      String name = n.endsWith("!") ? n.substring(0, n.length() - 1) : n;
      allowed.add(name);
      if (n.endsWith("!")) {
        required.add(name);
      }
    }
    return new ArgSpec(allowed, required, Map.of(), false);
  }

  public ArgSpec withAliases(Map<String, String> aliasToName) {
    return new ArgSpec(allowed, required, aliasToName, freeForm);
  }

  public ArgSpec asFreeForm() {
    return new ArgSpec(allowed, required, aliases, true);
  }

  /** The canonical name of an argument (aliases resolved), or null when not accepted. */
  public String canonical(String name) {
    if (allowed.contains(name)) {
      return name;
    }
    if (freeForm && name.equals("_raw_params")) {
      return name;
    }
    if (aliases.containsKey(name)) {
      return aliases.get(name);
    }
    return allowed.contains(ANY) ? name : null;
  }

  /** Every accepted spelling, for suggestions. */
  public List<String> spellings() {
    List<String> all = new ArrayList<>(allowed);
    all.remove(ANY);
    all.addAll(aliases.keySet());
    return all;
  }
}
