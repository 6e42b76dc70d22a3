package dev.play.collection;

import dev.play.playbook.CollectionSearch;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Resolves a plugin name as written to the fully qualified name of the plugin it means, as
 * ansible-core 2.14's plugin loader does ({@code PluginLoader._resolve_plugin_step}): a name with a
 * dot is taken as it is; a short one is tried in each collection of the search list in order
 * ({@link CollectionSearch}), or, with no list, by the legacy search. {@code ansible.legacy.X} is
 * the legacy search for {@code X}, which ends with {@code ansible.builtin.X} and its routing (so
 * {@code sysctl} is {@code ansible.posix.sysctl}). Redirects are followed; a loop resolves nothing.
 */
public final class PluginNames {
  private static final String LEGACY = CollectionSearch.LEGACY + ".";

  private final Catalog catalog;

  public PluginNames(Catalog catalog) {
    this.catalog = catalog;
  }

  /** The plugin {@code name} means with the search list {@code collections}, fully qualified. */
  public Optional<String> resolve(String name, List<String> collections) {
    if (name.contains(".") || collections.isEmpty()) {
      return qualified(name, new HashSet<>());
    }
    for (String collection : collections) {
      Optional<String> found = qualified(collection + "." + name, new HashSet<>());
      if (found.isPresent()) {
        return found;
      }
    }
    return Optional.empty();
  }

  private Optional<String> qualified(String name, Set<String> seen) {
    if (!seen.add(name)) {
      return Optional.empty();
    }
    if (!name.contains(".")) {
      return legacy(name, seen);
    }
    if (name.startsWith(LEGACY)) {
      return legacy(name.substring(LEGACY.length()), seen);
    }
    Optional<String> redirect = catalog.redirect(name);
    if (redirect.isPresent()) {
      return qualified(redirect.get(), seen);
    }
    return catalog.has(name) ? Optional.of(name) : Optional.empty();
  }

  /**
   * The legacy search, then (for a plain name) {@code ansible.builtin}'s routing, as its last
   * chance.
   */
  private Optional<String> legacy(String name, Set<String> seen) {
    Optional<String> found = name.contains(".") ? Optional.empty() : catalog.legacy(name);
    if (found.isPresent() || name.contains(".") || name.isEmpty()) {
      return found;
    }
    return qualified(CollectionSearch.BUILTIN + "." + name, seen);
  }
}
