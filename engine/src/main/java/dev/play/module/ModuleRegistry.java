package dev.play.module;

import com.google.common.collect.ImmutableMap;
import dev.play.collection.AnsibleRouting;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The modules play implements, found by the names Ansible 2.14 resolves to each ({@link
 * ModuleNames}: {@code copy}, {@code ansible.builtin.copy}, {@code ansible.builtin.sysctl} for
 * {@code ansible.posix.sysctl}, short names in a task's {@code collections}): a plain catalog that
 * each {@link ModuleFamily} registers its modules into. A module's {@link ArgSpec} checks its
 * arguments. Actions the engine runs itself (meta, include/import) are not modules.
 */
public final class ModuleRegistry {
  static final Set<String> ENGINE_ACTIONS =
      Set.of("meta", "include_tasks", "import_tasks", "include_role", "import_role");

  private final Map<String, Module> byName;
  private final ModuleNames names;

  /**
   * @throws IllegalArgumentException when two modules share a name
   */
  public ModuleRegistry(List<Module> modules) {
    ImmutableMap.Builder<String, Module> b = ImmutableMap.builder();
    modules.forEach(m -> b.put(m.name(), m));
    this.byName = b.buildOrThrow();
    this.names = new ModuleNames(modules, AnsibleRouting.bundled());
  }

  /** A catalog of the modules of {@code families}, in their order. */
  public static ModuleRegistry of(List<ModuleFamily> families) {
    return new ModuleRegistry(families.stream().flatMap(f -> f.modules().stream()).toList());
  }

  /**
   * The module {@code action} names with no {@code collections} ({@code copy}, {@code
   * ansible.builtin.copy}...).
   */
  public Optional<Module> find(String action) {
    return find(action, List.of());
  }

  /**
   * The module {@code action} names in a task searching {@code collections} ({@code
   * CollectionSearch}).
   */
  public Optional<Module> find(String action, List<String> collections) {
    return names.find(action, collections);
  }

  /** The names of the modules, and the names Ansible resolves to them. */
  public ModuleNames names() {
    return names;
  }

  /** Every module, in registration order. */
  public List<Module> modules() {
    return List.copyOf(byName.values());
  }

  /** Short names of all modules, in registration order. */
  public List<String> shortNames() {
    return List.copyOf(byName.keySet());
  }

  /**
   * The module whose short name is {@code name} (whatever collection it is in), for {@code play
   * doc}.
   */
  public Optional<Module> byShortName(String name) {
    return Optional.ofNullable(byName.get(name));
  }

  /**
   * Whether the engine itself runs {@code action} (meta, include_tasks, import_role...), whatever
   * the collections.
   */
  public static boolean isEngineAction(String action) {
    String name =
        action.startsWith("ansible.builtin.")
            ? action.substring("ansible.builtin.".length())
            : action.startsWith("ansible.legacy.")
                ? action.substring("ansible.legacy.".length())
                : action;
    return ENGINE_ACTIONS.contains(name);
  }

  /**
   * {@code couldn't resolve module/action 'cpy' (did you mean 'copy'?)}, for a task without {@code
   * collections}.
   */
  public String unknownModuleMessage(String action) {
    return unknownModuleMessage(action, List.of());
  }

  /**
   * {@code couldn't resolve module/action 'community.general.copy' (did you mean
   * 'ansible.builtin.copy'?)}.
   */
  public String unknownModuleMessage(String action, List<String> collections) {
    return "couldn't resolve module/action '"
        + action
        + "'"
        + DidYouMean.module(this, action, collections);
  }
}
