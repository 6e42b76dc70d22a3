package dev.play.engine;

import dev.play.bridge.BridgeSettings;
import dev.play.bridge.ModulePacker;
import dev.play.collection.InstalledCollections;
import dev.play.inventory.Host;
import dev.play.inventory.Inventory;
import dev.play.inventory.RunInventory;
import dev.play.module.Module;
import dev.play.module.ModuleRegistry;
import dev.play.output.RunListener;
import dev.play.playbook.PlaybookLoader;
import dev.play.playbook.Task;
import dev.play.template.Templater;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** The services and per-host state shared by one run of one or more playbooks. */
final class RunContext {
  private final RunOptions options;
  private final RunSession session;
  private final RunInventory inventory;
  private final RunSources sources;
  private final PlaybookLoader loader;
  private final ModuleRegistry registry;
  private final Templater templater;
  private final dev.play.filterplugin.PythonFilterPlugins filterPlugins;
  private final Conditions conditions;
  private final RunListener listener;
  private final ConnectionPool connections;
  private final BridgeSettings bridge;
  private final ModulePacker packer;
  private final Map<String, HostState> hosts = new ConcurrentHashMap<>();
  private final Map<Path, ActionNames> names = new ConcurrentHashMap<>();
  private final StartAt startAt;
  private final java.util.Random random = new java.util.Random();
  private volatile boolean interrupted;

  RunContext(
      RunSession session,
      RunOptions options,
      RunSources sources,
      PlaybookLoader loader,
      ModuleRegistry registry,
      RunListener listener,
      ConnectionFactory connections,
      BridgeSettings bridge) {
    this.session = session;
    this.bridge = bridge;
    this.packer =
        ModulePacker.cached(
            bridge.ansiblePython(),
            bridge.packCache(),
            dev.play.config.LocalEnvironment.current(),
            listener::warning);
    this.options = options;
    this.sources = sources;
    this.filterPlugins = new dev.play.filterplugin.PythonFilterPlugins(bridge.ansiblePython());
    this.conditions = new Conditions(filterPlugins);
    this.templater = new Templater(options.managed(), filterPlugins);
    this.loader = loader;
    this.registry = registry;
    this.listener = listener;
    this.inventory = new RunInventory(sources.inventory(), listener::warning);
    this.connections = new ConnectionPool(connections);
    this.startAt = new StartAt(options.startAtTask());
  }

  /** The run's secrets, vault, prompts and SSH set-up. */
  RunSession session() {
    return session;
  }

  StartAt startAt() {
    return startAt;
  }

  RunOptions options() {
    return options;
  }

  /**
   * The inventory as it stands now: the loaded one with what add_host and group_by added so far.
   */
  Inventory inventory() {
    return inventory.current();
  }

  /** The run's inventory, to which add_host and group_by add. */
  RunInventory runInventory() {
    return inventory;
  }

  PlaybookLoader loader() {
    return loader;
  }

  ModuleRegistry registry() {
    return registry;
  }

  /**
   * What module names mean for the playbook in {@code playbookDir}, with the collections installed
   * for it.
   */
  ActionNames names(Path playbookDir) {
    ActionNames known = names.get(playbookDir);
    if (known == null) {
      known =
          names.computeIfAbsent(
              playbookDir.toAbsolutePath().normalize(),
              dir ->
                  new ActionNames(
                      registry,
                      new InstalledCollections(loader.collectionRoots(dir)),
                      bridge,
                      packer));
      names.putIfAbsent(
          playbookDir, known); // asked for each task: found again without resolving the path
    }
    return known;
  }

  /**
   * The module {@code task} runs: play's own by its name, its collections and those installed for
   * its play, else Ansible's code for it, also where the task gives an argument play's own does not
   * implement ({@link ActionNames#module(String, List, java.util.function.Supplier,
   * java.util.Set)}).
   */
  Optional<Module> module(Task task, Inherited inh, PlayFrame frame) {
    return names(frame.play().baseDir())
        .module(
            task.action(),
            inh.collections(),
            () -> library(inh, frame.play().baseDir()),
            task.args().keySet());
  }

  /** Why {@code task} runs no module ({@link ActionNames#unresolved(String, List, List)}). */
  String unresolved(Task task, Inherited inh, Path playDir) {
    return names(playDir).unresolved(task.action(), inh.collections(), library(inh, playDir));
  }

  /**
   * The {@code library/} directories a task in {@code inh} searches for modules: its roles'
   * (innermost first), the playbook's, then ansible.cfg's {@code library}.
   */
  List<Path> library(Inherited inh, Path playDir) {
    List<Path> dirs = new ArrayList<>();
    List<dev.play.playbook.RoleInstance> roles = inh.roles();
    for (int i = roles.size() - 1; i >= 0; i--) {
      dirs.add(roles.get(i).path().resolve("library"));
    }
    dirs.add(playDir.toAbsolutePath().normalize().resolve("library"));
    dirs.addAll(bridge.library());
    return dirs;
  }

  /** The filters of the run's filter_plugins/, whose helper is closed at the end of the run. */
  dev.play.filterplugin.PythonFilterPlugins filterPlugins() {
    return filterPlugins;
  }

  /** The controller's packer of Ansible modules, closed at the end of the run. */
  ModulePacker packer() {
    return packer;
  }

  Templater templater() {
    return templater;
  }

  Conditions conditions() {
    return conditions;
  }

  RunListener listener() {
    return listener;
  }

  ConnectionPool connections() {
    return connections;
  }

  /**
   * {@code meta: refresh_inventory}: the inventory's sources read again, with what add_host and
   * group_by added so far added again, as Ansible does; their warnings are printed again too.
   */
  void refreshInventory() {
    Inventory reread = sources.reread().get();
    reread.warnings().forEach(listener::warning);
    inventory.refresh(reread);
  }

  /**
   * The state of {@code name}, created on first use (an implicit localhost included), its facts
   * from the fact cache.
   */
  HostState host(String name) {
    return hosts.computeIfAbsent(
        name,
        n ->
            new HostState(
                inventory().hostOrImplicit(n).orElseGet(() -> new Host(n, Map.of())),
                HostFacts.load(n, sources.facts(), listener::warning, options.verbosity() >= 1)));
  }

  List<String> activeHosts(List<String> names) {
    List<String> out = new ArrayList<>();
    for (String n : names) {
      if (host(n).active()) {
        out.add(n);
      }
    }
    return out;
  }

  /** Hosts seen in this run, in inventory order first. */
  List<HostState> seenHosts() {
    List<HostState> out = new ArrayList<>();
    for (String n : inventory().hostNames()) {
      if (hosts.containsKey(n)) {
        out.add(hosts.get(n));
      }
    }
    hosts.values().stream().filter(h -> !out.contains(h)).forEach(out::add);
    return out;
  }

  /** The run's source of randomness ({@code order: shuffle}). */
  java.util.Random random() {
    return random;
  }

  void interrupt() {
    interrupted = true;
  }

  boolean interrupted() {
    return interrupted;
  }
}
