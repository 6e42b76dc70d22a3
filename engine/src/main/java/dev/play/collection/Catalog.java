package dev.play.collection;

import java.util.Optional;

/**
 * What a source of plugins of one type (modules, action plugins, lookups) knows about a fully
 * qualified name: that a plugin has it, or that Ansible redirects it elsewhere; and what Ansible's
 * legacy search (before collections: {@code library/} paths, then ansible-core's own plugins) finds
 * for a short name. {@link PluginNames} resolves names over a catalog as ansible-core 2.14's plugin
 * loader does.
 */
public interface Catalog {
  /** Whether a plugin is named {@code fq} ({@code ns.coll.name}) here. */
  boolean has(String fq);

  /** Where {@code fq} is redirected ({@code plugin_routing}), if it is. */
  Optional<String> redirect(String fq);

  /** The plugin the legacy search finds for the short {@code name}, fully qualified. */
  Optional<String> legacy(String name);

  /** A catalog that asks this one first, then {@code other}. */
  default Catalog then(Catalog other) {
    Catalog first = this;
    return new Catalog() {
      @Override
      public boolean has(String fq) {
        return first.has(fq) || other.has(fq);
      }

      @Override
      public Optional<String> redirect(String fq) {
        return first.redirect(fq).or(() -> other.redirect(fq));
      }

      @Override
      public Optional<String> legacy(String name) {
        return first.legacy(name).or(() -> other.legacy(name));
      }
    };
  }
}
