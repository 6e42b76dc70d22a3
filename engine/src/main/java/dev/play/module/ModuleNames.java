package dev.play.module;

import dev.play.collection.ActionGroups;
import dev.play.collection.ActionResolver;
import dev.play.collection.AnsibleRouting;
import dev.play.collection.Catalog;
import dev.play.playbook.CollectionSearch;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The names of play's native modules as Ansible 2.14 resolves them: each module's own fully
 * qualified name ({@link Module#fqcn}), the names Ansible's runtime files redirect to it ({@link
 * AnsibleRouting}: {@code ansible.builtin.sysctl} is {@code ansible.posix.sysctl}), and the search
 * through a task's collections ({@link ActionResolver}: the modules that are action plugins in
 * Ansible first, {@link AnsibleRouting#actions}, then the others). play's own modules ({@code
 * play.builtin}) are found by the legacy search, as modules in a {@code library/} directory are: by
 * their short name and as {@code ansible.legacy.NAME}.
 */
public final class ModuleNames {
  /** The plugin type of modules in runtime files. */
  public static final String TYPE = "modules";

  /** The plugin type of action plugins in runtime files. */
  public static final String ACTION_TYPE = "action";

  /** The collection of play's own modules. */
  public static final String PLAY_OWN = "play.builtin";

  /**
   * Actions of {@code ansible.builtin} that play carries out itself, not as a module: they resolve
   * (a {@code module_defaults} key may name them) but {@link #find} gives no module for them.
   */
  private static final Set<String> ENGINE_ACTIONS =
      java.util.stream.Stream.concat(
              ModuleRegistry.ENGINE_ACTIONS.stream(),
              java.util.stream.Stream.of("import_playbook", "gather_facts"))
          .collect(java.util.stream.Collectors.toUnmodifiableSet());

  private final Map<String, Module> byFqcn = new LinkedHashMap<>();
  private final Map<String, Optional<Module>> plainNames =
      new java.util.concurrent.ConcurrentHashMap<>();
  private final AnsibleRouting routing;
  private final ActionResolver names;
  private final ActionGroups groups;

  ModuleNames(List<Module> modules, AnsibleRouting routing) {
    modules.forEach(
        m -> {
          if (byFqcn.putIfAbsent(m.fqcn(), m) != null) {
            throw new IllegalArgumentException("two modules named " + m.fqcn());
          }
        });
    this.routing = routing;
    this.names = new ActionResolver(actions(), modules());
    this.groups = new ActionGroups(routing);
  }

  /** play's modules, as Ansible's modules, for resolving names with other catalogs after it. */
  public Catalog modules() {
    return catalog(
        TYPE,
        fq ->
            byFqcn.containsKey(fq)
                || (fq.startsWith(CollectionSearch.BUILTIN + ".")
                    && ENGINE_ACTIONS.contains(
                        fq.substring(CollectionSearch.BUILTIN.length() + 1))));
  }

  /**
   * play's modules that are action plugins in Ansible, for resolving names with other catalogs
   * after it.
   */
  public Catalog actions() {
    return catalog(ACTION_TYPE, routing.actions()::contains);
  }

  private Catalog catalog(String type, java.util.function.Predicate<String> has) {
    return new Catalog() {
      @Override
      public boolean has(String fq) {
        return has.test(fq);
      }

      @Override
      public Optional<String> redirect(String fq) {
        return routing.redirect(type, fq);
      }

      @Override
      public Optional<String> legacy(String name) {
        return Optional.of(PLAY_OWN + "." + name)
            .filter(this::has)
            .or(() -> Optional.of(CollectionSearch.BUILTIN + "." + name).filter(this::has));
      }
    };
  }

  /** The module {@code name} means in a task searching {@code collections}. */
  public Optional<Module> find(String name, List<String> collections) {
    if (!collections.isEmpty()) {
      return names.resolve(name, collections).map(byFqcn::get);
    }
    // the same few names are asked for every task on every host: each is resolved once
    return plainNames.computeIfAbsent(name, n -> names.resolve(n, List.of()).map(byFqcn::get));
  }

  /** The module with fully qualified name {@code fqcn}. */
  public Optional<Module> byFqcn(String fqcn) {
    return Optional.ofNullable(byFqcn.get(fqcn));
  }

  /** The action groups play knows. */
  public ActionGroups groups() {
    return groups;
  }

  /**
   * Every name a task may write for {@code m} with the search list {@code collections}: its short
   * name (when that resolves to it), {@code ansible.legacy.} and {@code ansible.builtin.} forms,
   * its own fully qualified name and the names redirected to it.
   */
  public Set<String> namesOf(Module m, List<String> collections) {
    Set<String> candidates =
        new LinkedHashSet<>(
            List.of(
                m.name(),
                CollectionSearch.LEGACY + "." + m.name(),
                CollectionSearch.BUILTIN + "." + m.name(),
                m.fqcn()));
    routing.redirects(TYPE).keySet().forEach(candidates::add);
    Set<String> out = new LinkedHashSet<>();
    candidates.stream()
        .filter(n -> find(n, collections).filter(m::equals).isPresent())
        .forEach(out::add);
    return out;
  }
}
