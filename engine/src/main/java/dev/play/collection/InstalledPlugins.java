package dev.play.collection;

import dev.play.playbook.CollectionSearch;
import java.util.Optional;

/**
 * The plugins of one type ({@code modules}, {@code action}, {@code lookup}) in the installed
 * collections ({@link InstalledCollections}): a name {@code NS.COLL.RESOURCE} is a plugin when its
 * collection has the file, or is redirected by the collection's {@code plugin_routing}. The legacy
 * search finds ansible-core's own plugins.
 */
final class InstalledPlugins implements Catalog {
  private final InstalledCollections installed;
  private final String type;

  InstalledPlugins(InstalledCollections installed, String type) {
    this.installed = installed;
    this.type = type;
  }

  @Override
  public boolean has(String fq) {
    String[] name = split(fq);
    return name != null && installed.hasFile(name[0], type, name[1]);
  }

  @Override
  public Optional<String> redirect(String fq) {
    String[] name = split(fq);
    if (name == null) {
      return Optional.empty();
    }
    return installed.routing(name[0], type, name[1]).get("redirect") instanceof String target
        ? Optional.of(target)
        : Optional.empty();
  }

  @Override
  public Optional<String> legacy(String name) {
    String fq = CollectionSearch.BUILTIN + "." + name;
    return has(fq) ? Optional.of(fq) : Optional.empty();
  }

  /** {@code NS.COLL} and the rest, or null for a name with fewer than three parts. */
  private static String[] split(String fq) {
    String[] parts = fq.split("\\.", 3);
    return parts.length < 3 || parts[2].isEmpty()
        ? null
        : new String[] {parts[0] + "." + parts[1], parts[2]};
  }
}
