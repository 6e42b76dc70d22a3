package dev.play.collection;

import dev.play.playbook.CollectionSearch;
import java.util.List;
import java.util.Optional;

/**
 * The plugins of one type in the installed collections ({@link InstalledCollections}): a name
 * {@code NS.COLL.RESOURCE} is a plugin when its collection has the file, or is redirected by the
 * collection's {@code plugin_routing}. For modules, action plugins count too, as Ansible looks a
 * task's action up among both. The legacy search finds ansible-core's own plugins.
 */
final class InstalledPlugins implements Catalog {
  private final InstalledCollections installed;
  private final List<String> subdirs;
  private final List<String> routingTypes;

  InstalledPlugins(InstalledCollections installed, String type) {
    this.installed = installed;
    this.subdirs = type.equals("modules") ? List.of("modules", "action") : List.of(type);
    this.routingTypes = type.equals("modules") ? List.of("modules", "action") : List.of(type);
  }

  @Override
  public boolean has(String fq) {
    String[] name = split(fq);
    return name != null && subdirs.stream().anyMatch(sub -> installed.hasFile(name[0], sub, name[1]));
  }

  @Override
  public Optional<String> redirect(String fq) {
    String[] name = split(fq);
    if (name == null) {
      return Optional.empty();
    }
    return routingTypes.stream()
        .map(type -> installed.routing(name[0], type, name[1]).get("redirect"))
        .filter(String.class::isInstance).map(String.class::cast).findFirst();
  }

  @Override
  public Optional<String> legacy(String name) {
    String fq = CollectionSearch.BUILTIN + "." + name;
    return has(fq) ? Optional.of(fq) : Optional.empty();
  }

  /** {@code NS.COLL} and the rest, or null for a name with fewer than three parts. */
  private static String[] split(String fq) {
    String[] parts = fq.split("\\.", 3);
    return parts.length < 3 || parts[2].isEmpty() ? null : new String[] {parts[0] + "." + parts[1], parts[2]};
  }
}
