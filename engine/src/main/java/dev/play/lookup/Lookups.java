package dev.play.lookup;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The lookup plugins play has, by short name or fully qualified one ({@code ansible.builtin.env},
 * {@code ansible.legacy.env}, {@code community.general.filetree}).
 */
public final class Lookups {
  private static final List<Lookup> PLUGINS = List.of(
      new DictLookup(), new EnvLookup(), new FileLookup(), new FileglobLookup(), new FiletreeLookup(),
      new FirstFoundLookup(), new IndexedItemsLookup(), new InventoryHostnamesLookup(), new ItemsLookup(),
      new LinesLookup(), new ListLookup(), new NestedLookup(), new PasswordLookup(), new PipeLookup(),
      new RandomChoiceLookup(), new SequenceLookup(), new SubelementsLookup(), new TemplateLookup(),
      new TogetherLookup(), new VarsLookup(), new VarnamesLookup(), new FlattenedLookup());
  private static final Map<String, Lookup> BY_NAME = index();

  private Lookups() {}

  private static Map<String, Lookup> index() {
    Map<String, Lookup> out = new HashMap<>();
    for (Lookup l : PLUGINS) {
      Stream.of(l.name(), l.fqcn(), l.fqcn().replace("ansible.builtin.", "ansible.legacy."))
          .forEach(n -> out.put(n, l));
    }
    return Map.copyOf(out);
  }

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
    Lookup found = BY_NAME.get(name);
    if (found == null) {
      throw new LookupException("lookup plugin '" + name + "' not found; play has: " + String.join(", ", names()));
    }
    return found;
  }
}
