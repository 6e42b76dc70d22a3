package dev.play.bridge;

import dev.play.collection.InstalledCollections;
import dev.play.collection.PluginNames;
import dev.play.module.ModuleNames;
import dev.play.playbook.CollectionSearch;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Finds the module code Ansible would run for a name play has no native module for, as ansible-core
 * 2.14 finds it: the {@code library/} directories by short name, then the installed collections
 * (ansible-core's own modules as {@code ansible.builtin}) with their routing. A module whose name
 * is an action plugin that play has no equivalent for ({@link ActionEquivalent}) is refused:
 * Ansible never runs such a module without its controller-side plugin.
 */
public final class BridgeResolver {
  private static final String LEGACY = CollectionSearch.LEGACY + ".";

  private final InstalledCollections installed;
  private final ModulePacker packer;
  private final String interpreterPython;

  /** {@code interpreterPython}: {@link BridgeSettings#interpreterPython}. */
  public BridgeResolver(
      InstalledCollections installed, ModulePacker packer, String interpreterPython) {
    this.installed = installed;
    this.packer = packer;
    this.interpreterPython = interpreterPython;
  }

  /** What the search found: a module to run, or why there is none to run. */
  public sealed interface Found {
    /** A module whose code play runs on the host. */
    record Runs(BridgedModule module) implements Found {}

    /** A module that must not run: {@code reason} says why. */
    record Refused(String reason) implements Found {}

    /** Nothing of this name; {@code searched} says where the search looked. */
    record Missing(String searched) implements Found {}
  }

  /**
   * What {@code action}, in a task searching {@code collections}, runs, with {@code library}
   * searched first.
   */
  public Found find(String action, List<String> collections, List<Path> library) {
    Optional<String> removed = removed(action, collections);
    if (removed.isPresent()) {
      return new Found.Refused(removed.get());
    }
    LibraryModules own = new LibraryModules(library);
    Optional<String> fq =
        new PluginNames(own.then(installed.plugins(ModuleNames.TYPE))).resolve(action, collections);
    if (fq.isEmpty()) {
      return new Found.Missing(searched(own));
    }
    Optional<String> plugin = actionPlugin(installed, action, collections);
    Optional<ActionEquivalent> equivalent = plugin.flatMap(ActionEquivalent::of);
    if (plugin.isPresent() && equivalent.isEmpty() && !fq.get().startsWith(LEGACY)) {
      String at =
          installed
              .pluginFile(plugin.get(), ModuleNames.ACTION_TYPE)
              .map(Path::toString)
              .orElse(plugin.get());
      return new Found.Refused(
          "module/action '"
              + action
              + "' is "
              + fq.get()
              + ", whose action plugin "
              + plugin.get()
              + " ("
              + at
              + ") runs on the controller: play does not implement that plugin, and does not run the module"
              + " without it");
    }
    String name = fq.get().substring(fq.get().lastIndexOf('.') + 1);
    Optional<Path> file =
        fq.get().startsWith(LEGACY)
            ? own.file(name)
            : installed.pluginFile(fq.get(), ModuleNames.TYPE);
    List<Path> utils = library.stream().map(d -> d.resolveSibling("module_utils")).toList();
    file.ifPresent(f -> packer.expect(name, f, utils));
    return file.<Found>map(
            f ->
                new Found.Runs(
                    new BridgedModule(
                        name,
                        fq.get(),
                        f,
                        utils,
                        packer,
                        interpreterPython,
                        equivalent.orElse(null))))
        .orElseGet(() -> new Found.Missing(searched(own)));
  }

  /**
   * The action plugin {@code action} names in a task searching {@code collections}, if it has one.
   */
  private static Optional<String> actionPlugin(
      InstalledCollections installed, String action, List<String> collections) {
    return new PluginNames(installed.plugins(ModuleNames.ACTION_TYPE)).resolve(action, collections);
  }

  /**
   * Whether module {@code fq} has a controller-side action plugin that play has no equivalent for
   * (it is refused).
   */
  static boolean needsMissingPlugin(InstalledCollections installed, String fq) {
    return actionPlugin(installed, fq, List.of())
        .filter(p -> ActionEquivalent.of(p).isEmpty())
        .isPresent();
  }

  /**
   * Ansible's deprecation text (after its {@code [DEPRECATION WARNING]: } header) for a module name
   * its collection deprecates ({@code deprecation} in {@code meta/runtime.yml}): {@code action} or
   * the name a search list makes of it.
   */
  public Optional<String> deprecation(String action, List<String> collections) {
    for (String fq : asWritten(action, collections)) {
      if (installed.routing(fq, ModuleNames.TYPE).get("deprecation")
          instanceof java.util.Map<?, ?> d) {
        Object text = d.get("warning_text");
        return Optional.of(
            fq
                + " has been deprecated."
                + (text == null ? "" : " " + text)
                + " This feature will be"
                + " removed from "
                + InstalledCollections.collectionOf(fq)
                + when(d)
                + " Deprecation warnings can be disabled by setting"
                + " deprecation_warnings=False in ansible.cfg.");
      }
    }
    return Optional.empty();
  }

  private static List<String> asWritten(String action, List<String> collections) {
    return action.contains(".")
        ? List.of(action)
        : collections.stream().map(c -> c + "." + action).toList();
  }

  private static String when(java.util.Map<?, ?> entry) {
    Object version = entry.get("removal_version");
    Object date = entry.get("removal_date");
    return date != null
        ? " in a release after " + date + "."
        : version != null ? " in version " + version + "." : " in a future release.";
  }

  /**
   * Ansible's message for a module its collection removed ({@code tombstone} in {@code
   * meta/runtime.yml}), for {@code action} or the name a search list makes of it.
   */
  private Optional<String> removed(String action, List<String> collections) {
    for (String fq : asWritten(action, collections)) {
      if (installed.routing(fq, ModuleNames.TYPE).get("tombstone")
          instanceof java.util.Map<?, ?> t) {
        Object text = t.get("warning_text");
        return Optional.of(
            "module/action '"
                + action
                + "': [DEPRECATED]: "
                + fq
                + " has been removed."
                + (text == null ? "" : " " + text)
                + " This feature was removed from "
                + InstalledCollections.collectionOf(fq)
                + when(t)
                + " Please update your playbooks.");
      }
    }
    return Optional.empty();
  }

  private String searched(LibraryModules own) {
    StringBuilder s = new StringBuilder("library directories ").append(own.dirs());
    installed
        .collection(CollectionSearch.BUILTIN)
        .ifPresent(
            core -> s.append(", ansible-core's modules in ").append(core.resolve("modules")));
    return s.append(", and the installed collections").toString();
  }
}
