package dev.play.facts.cache;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * A host's facts as play keeps them, turned into a fact cache entry as Ansible's and back. play
 * keeps gathered facts without their {@code ansible_} prefix, and the facts of other modules and of
 * {@code set_fact} with {@code cacheable: true} by their own names; Ansible's entry is one mapping:
 * gathered facts under their {@code ansible_} names ({@code gather_subset} and {@code module_setup}
 * without), the others by theirs, and {@code _ansible_facts_gathered: true} once facts were
 * gathered, which {@code gathering = smart} looks for. Pure.
 *
 * @param gathered gathered facts, without the prefix
 * @param others the other facts, by their own names
 * @param gatheredOnce whether a "Gathering Facts" step ran for the host
 */
public record CachedFacts(
    Map<String, Object> gathered, Map<String, Object> others, boolean gatheredOnce) {
  /** The mark Ansible's {@code gather_facts} leaves in the entry, which smart gathering checks. */
  static final String GATHERED_MARK = "_ansible_facts_gathered";

  /** Facts of Ansible's setup module that have no {@code ansible_} prefix. */
  private static final Set<String> UNPREFIXED = Set.of("gather_subset", "module_setup");

  private static final String PREFIX = "ansible_";

  /** Ansible keeps this one whole under {@code ansible_facts} too: a fact by its own name. */
  private static final String LOCAL = "ansible_local";

  public CachedFacts {
    gathered = Collections.unmodifiableMap(new LinkedHashMap<>(gathered));
    others = Collections.unmodifiableMap(new LinkedHashMap<>(others));
  }

  /**
   * The facts of an entry: {@code ansible_*} names are gathered facts (but {@code ansible_local}),
   * the mark says whether facts were gathered, other internal {@code _ansible_*} keys are left out
   * (Ansible does not make them variables), and every other name is a fact by its own name.
   */
  public static CachedFacts of(Map<String, Object> entry) {
    Map<String, Object> gathered = new LinkedHashMap<>();
    Map<String, Object> others = new LinkedHashMap<>();
    entry.forEach(
        (k, v) -> {
          if (k.startsWith(PREFIX) && !k.equals(LOCAL)) {
            gathered.put(k.substring(PREFIX.length()), v);
          } else if (!k.startsWith("_ansible_")) {
            others.put(k, v);
          }
        });
    return new CachedFacts(gathered, others, Boolean.TRUE.equals(entry.get(GATHERED_MARK)));
  }

  /**
   * The entry Ansible would keep for these facts; gathered facts win over others of the same name.
   */
  public Map<String, Object> entry() {
    Map<String, Object> entry = new LinkedHashMap<>(others);
    gathered.forEach(
        (k, v) -> entry.put(k.startsWith(PREFIX) || UNPREFIXED.contains(k) ? k : PREFIX + k, v));
    if (gatheredOnce) {
      entry.put("module_setup", true);
      entry.put(GATHERED_MARK, true);
    }
    return entry;
  }
}
