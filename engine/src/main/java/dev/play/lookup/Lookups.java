package dev.play.lookup;

import dev.play.collection.AnsibleRouting;
import dev.play.collection.Catalog;
import dev.play.collection.PluginNames;
import dev.play.playbook.CollectionSearch;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The lookup plugins play has, found by the names Ansible 2.14 resolves to each: the short name,
 * {@code ansible.legacy.} and {@code ansible.builtin.} ones, the fully qualified name ({@link
 * Lookup#fqcn}), and the names ansible-core routes to it ({@code flattened} and {@code
 * ansible.builtin.flattened} are {@code community.general.flattened}: {@link AnsibleRouting}). As
 * in Ansible, a task's {@code collections} do not change what a lookup name means.
 */
public final class Lookups {
  private static final List<Lookup> PLUGINS =
      List.of(
          new DictLookup(),
          new EnvLookup(),
          new FileLookup(),
          new FileglobLookup(),
          new FiletreeLookup(),
          new FirstFoundLookup(),
          new IndexedItemsLookup(),
          new InventoryHostnamesLookup(),
          new ItemsLookup(),
          new LinesLookup(),
          new ListLookup(),
          new NestedLookup(),
          new PasswordLookup(),
          new PipeLookup(),
          new RandomChoiceLookup(),
          new SequenceLookup(),
          new SubelementsLookup(),
          new TemplateLookup(),
          new TogetherLookup(),
          new VarsLookup(),
          new VarnamesLookup(),
          new FlattenedLookup());
  private static final Map<String, Lookup> BY_FQCN =
      PLUGINS.stream().collect(Collectors.toUnmodifiableMap(Lookup::fqcn, l -> l));
  private static final PluginNames NAMES =
      new PluginNames(
          new Catalog() {
            @Override
            public boolean has(String fq) {
              return BY_FQCN.containsKey(fq);
            }

            @Override
            public Optional<String> redirect(String fq) {
              return AnsibleRouting.bundled().redirect("lookup", fq);
            }

            @Override
            public Optional<String> legacy(String name) {
              return Optional.of(CollectionSearch.BUILTIN + "." + name)
                  .filter(BY_FQCN::containsKey);
            }
          });

  private Lookups() {}

  /** Every lookup plugin play has. */
  public static List<Lookup> all() {
    return PLUGINS;
  }

  /** The short names, sorted. */
  public static List<String> names() {
    return PLUGINS.stream().map(Lookup::name).sorted().toList();
  }

  /**
   * The plugin called {@code name}.
   *
   * @throws LookupException naming the lookups play has, when there is none of that name
   */
  public static Lookup find(String name) {
    Lookup found = NAMES.resolve(name, List.of()).map(BY_FQCN::get).orElse(null);
    if (found == null) {
      throw new LookupException(
          "lookup plugin '" + name + "' not found; play has: " + String.join(", ", names()));
    }
    return found;
  }
}
