package dev.play.engine;

import dev.play.bridge.BridgeResolver;
import dev.play.bridge.BridgeSettings;
import dev.play.bridge.BridgedDocs;
import dev.play.bridge.BridgedModule;
import dev.play.bridge.ModulePacker;
import dev.play.collection.ActionGroups;
import dev.play.collection.ActionResolver;
import dev.play.collection.InstalledCollections;
import dev.play.module.Module;
import dev.play.module.ModuleNames;
import dev.play.module.ModuleRegistry;
import dev.play.playbook.CollectionSearch;
import dev.play.playbook.ModuleDefaults;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the module names of one playbook's tasks and {@code module_defaults} mean, with play's own
 * modules first and then the collections installed for it ({@link InstalledCollections}): a name
 * may resolve to a native module, to Ansible's code for a module play does not implement (run
 * through the bridge, {@link BridgeResolver}), or to nothing.
 */
final class ActionNames {
  private final ModuleRegistry registry;
  private final InstalledCollections installed;
  private final ActionResolver all;
  private final Map<String, List<String>> defaultsKeys = new ConcurrentHashMap<>();
  private final Map<String, Optional<Module>> modules = new ConcurrentHashMap<>();
  private final Map<String, BridgeResolver.Found> bridged = new ConcurrentHashMap<>();
  private final BridgeSettings bridge;
  private final BridgeResolver resolver;
  private final ModulePacker packer;
  private final Map<String, Optional<Module>> forArguments = new ConcurrentHashMap<>();

  ActionNames(ModuleRegistry registry, InstalledCollections installed) {
    this(registry, installed, BridgeSettings.defaults(), new ModulePacker(null));
  }

  ActionNames(
      ModuleRegistry registry,
      InstalledCollections installed,
      BridgeSettings bridge,
      ModulePacker packer) {
    this.registry = registry;
    this.installed = installed;
    this.bridge = bridge;
    this.resolver = new BridgeResolver(installed, packer, bridge.interpreterPython());
    this.packer = packer;
    ModuleNames names = registry.names();
    this.all =
        new ActionResolver(
            names.actions().then(installed.plugins(ModuleNames.ACTION_TYPE)),
            names.modules().then(installed.plugins(ModuleNames.TYPE)));
  }

  /**
   * The native module {@code action} names in a task searching {@code collections}: none when it
   * names nothing, or a module of an installed collection that play does not implement (a listed
   * collection's own {@code copy} is not {@code ansible.builtin.copy}).
   */
  Optional<Module> module(String action, List<String> collections) {
    if (collections.isEmpty()) {
      return registry.find(action);
    }
    String key = action + " " + String.join(" ", collections);
    Optional<Module> known = modules.get(key);
    if (known == null) {
      known = all.resolve(action, collections).flatMap(registry.names()::byFqcn);
      modules.put(key, known);
    }
    return known;
  }

  /**
   * The module {@code action} runs in a task searching {@code collections}: play's own, else
   * Ansible's code found with {@code library} (the task's {@code library/} directories) searched
   * first, unless the run is native-only; play's own is passed over for a module the settings
   * bridge ({@link BridgeSettings#bridged}). None when nothing can run it ({@link #unresolved}).
   */
  Optional<Module> module(
      String action, List<String> collections, java.util.function.Supplier<List<Path>> library) {
    Optional<Module> own = module(action, collections);
    if (own.isPresent() && !forced(action, own.get())) {
      return own;
    }
    if (bridge.nativeOnly()) {
      return Optional.empty();
    }
    String name = own.map(Module::fqcn).orElse(action);
    return found(name, collections, library.get()) instanceof BridgeResolver.Found.Runs r
        ? Optional.of(r.module())
        : Optional.empty();
  }

  /**
   * The module a task giving arguments {@code given} runs ({@link #module(String, List,
   * java.util.function.Supplier)}), except that play's own module is passed over for Ansible's code
   * when the task gives an argument that play's does not implement (unknown to it, as {@code user:
   * password_expire_max}, or refused, as {@code apt: autoclean}) and Ansible's module documents. A
   * name neither knows stays play's (its error suggests the argument meant).
   */
  Optional<Module> module(
      String action,
      List<String> collections,
      java.util.function.Supplier<List<Path>> library,
      java.util.Set<String> given) {
    Optional<Module> chosen = module(action, collections, library);
    if (chosen.isEmpty() || chosen.get() instanceof BridgedModule || bridge.nativeOnly()) {
      return chosen;
    }
    List<String> lacking = new ArrayList<>(chosen.get().spec().unknown(given));
    chosen.get().unimplementedArgs().stream().filter(given::contains).forEach(lacking::add);
    if (lacking.isEmpty()) {
      return chosen;
    }
    List<Path> dirs = library.get();
    String key =
        chosen.get().fqcn() + " " + String.join(" ", collections) + " " + dirs + " " + lacking;
    Module own = chosen.get();
    return forArguments
        .computeIfAbsent(key, k -> ansibleCodeDocumenting(own, collections, dirs, lacking))
        .or(() -> chosen);
  }

  /**
   * Ansible's code for native module {@code own} when its documentation has every one of {@code
   * args}.
   */
  private Optional<Module> ansibleCodeDocumenting(
      Module own, List<String> collections, List<Path> library, List<String> args) {
    return found(own.fqcn(), collections, library) instanceof BridgeResolver.Found.Runs r
            && BridgedDocs.documents(r.module(), packer, args)
        ? Optional.of(r.module())
        : Optional.empty();
  }

  /**
   * Ansible's deprecation text for {@code action} when its collection deprecates that name ({@link
   * BridgeResolver#deprecation}).
   */
  Optional<String> deprecation(String action, List<String> collections) {
    return resolver.deprecation(action, collections);
  }

  /** Whether the settings ask for Ansible's code for native module {@code m}. */
  private boolean forced(String action, Module m) {
    return bridge.bridged().contains(action)
        || bridge.bridged().contains(m.fqcn())
        || bridge.bridged().contains(m.name());
  }

  private BridgeResolver.Found found(String action, List<String> collections, List<Path> library) {
    String key = action + " " + String.join(" ", collections) + " " + library;
    return bridged.computeIfAbsent(key, k -> resolver.find(action, collections, library));
  }

  /**
   * Why {@code action} runs nothing in a task searching {@code collections} with {@code library}:
   * native-only, a module whose action plugin play lacks, play's own module forced to Ansible's
   * code that Ansible has not, or a name that resolves nowhere (and where the search looked).
   */
  String unresolved(String action, List<String> collections, List<Path> library) {
    Optional<Module> own = module(action, collections);
    String name = own.map(Module::fqcn).orElse(action);
    BridgeResolver.Found found = found(name, collections, library);
    if (own.isPresent()) {
      String named =
          "module "
              + own.get().fqcn()
              + " is named in the modules play runs with Ansible's code"
              + " ([play] bridged_modules, PLAY_BRIDGED_MODULES)";
      return switch (found) {
        case BridgeResolver.Found.Runs r ->
            named + ", and native-only mode refuses Ansible's module code";
        case BridgeResolver.Found.Refused r -> named + ", but " + r.reason();
        case BridgeResolver.Found.Missing m ->
            named + ", and Ansible has no code for it: it is play's own";
      };
    }
    return switch (found) {
      case BridgeResolver.Found.Runs r ->
          "module/action '"
              + action
              + "' is "
              + r.module().fqcn()
              + ", which play"
              + " does not implement, and native-only mode (--native-only, PLAY_NATIVE_ONLY) refuses Ansible's module"
              + " code ('play doc -l' lists play's own modules)";
      case BridgeResolver.Found.Refused r -> r.reason();
      case BridgeResolver.Found.Missing m ->
          unresolved(action, collections) + " (searched " + m.searched() + ")";
    };
  }

  /**
   * Why {@code action} names no native module in a task searching {@code collections}: the module
   * it names in an installed collection, which play does not implement, or that it names nothing.
   */
  String unresolved(String action, List<String> collections) {
    Optional<String> foreign = all.resolve(action, collections);
    if (foreign.flatMap(f -> registry.names().byFqcn(f)).isPresent()) {
      return "module/action '"
          + action
          + "' is "
          + foreign.get()
          + " with the collections installed here, a name"
          + " Ansible 2.14 does not give it: write "
          + foreign.get();
    }
    if (foreign.isPresent()) {
      return "module/action '"
          + action
          + "' is "
          + foreign.get()
          + " (installed in "
          + where(foreign.get())
          + "), which play does not implement and which has no module file to run with Ansible's code";
    }
    return registry.unknownModuleMessage(action, collections);
  }

  /**
   * The keys {@code key} of {@code module_defaults} stands for, as ansible-core 2.14 stores them
   * ({@code Base._load_module_defaults}): a group as {@code group/NS.COLL.NAME}; an action by the
   * fully qualified name it resolves to (a short name as {@code ansible.legacy.NAME}, and also as
   * {@code ansible.builtin.NAME} when that resolves).
   *
   * @throws IllegalArgumentException with Ansible's message when it resolves to nothing
   */
  List<String> defaultsKey(String key) {
    List<String> known = defaultsKeys.get(key);
    if (known != null) {
      return known;
    }
    List<String> resolved = resolveKey(key);
    defaultsKeys.put(key, resolved);
    return resolved;
  }

  /**
   * Each entry of {@code defaults} with the key it resolves to (one for each, {@link
   * #defaultsKey}).
   *
   * @throws IllegalArgumentException naming where a key that resolves to nothing is written
   */
  List<DefaultsMerge.Resolved> resolved(ModuleDefaults defaults) {
    List<DefaultsMerge.Resolved> out = new ArrayList<>();
    for (ModuleDefaults.Entry e : defaults.entries()) {
      try {
        defaultsKey(e.key())
            .forEach(key -> out.add(new DefaultsMerge.Resolved(key, e.value(), e.source())));
      } catch (IllegalArgumentException bad) {
        throw new IllegalArgumentException(bad.getMessage() + " (at " + e.source() + ")", bad);
      }
    }
    return out;
  }

  /** The groups holding the native module {@code fqcn}, as {@code module_defaults} keys. */
  List<String> groupKeys(String fqcn) {
    return registry.names().groups().holding(fqcn).stream()
        .map(g -> ModuleDefaults.GROUP + g)
        .toList();
  }

  private List<String> resolveKey(String key) {
    if (key.startsWith(ModuleDefaults.GROUP)) {
      String group = ActionGroups.qualified(key.substring(ModuleDefaults.GROUP.length()));
      if (!registry.names().groups().exists(group, installed)) {
        throw new IllegalArgumentException(
            "Error loading module_defaults: could not resolve the module_defaults group " + group);
      }
      return List.of(ModuleDefaults.GROUP + group);
    }
    String action = key.split("\\.", -1).length < 3 ? CollectionSearch.LEGACY + "." + key : key;
    List<String> out = new ArrayList<>();
    out.add(
        all.resolve(action, List.of())
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "Could not resolve action " + action + " in module_defaults")));
    if (action.startsWith(CollectionSearch.LEGACY + ".")) {
      String builtin =
          CollectionSearch.BUILTIN + action.substring(CollectionSearch.LEGACY.length());
      all.resolve(builtin, List.of()).filter(b -> !out.contains(b)).ifPresent(out::add);
    }
    return List.copyOf(out);
  }

  private String where(String fqcn) {
    String collection = InstalledCollections.collectionOf(fqcn);
    return installed.collection(collection).map(Object::toString).orElse(collection);
  }
}
