package dev.play.inventory;

import dev.play.vars.Layer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * A loaded inventory: hosts, groups and their variables, immutable.
 *
 * <p>Variables come in layers: those written in the inventory sources themselves, then {@code
 * group_vars/}/{@code host_vars/} beside the inventory, then those beside the playbook ({@link
 * #withVarsDir}). {@link #group} and {@link #host} show each entity's layers merged (later wins,
 * top-level keys replaced); {@link #varLayers} lists a host's layers in Ansible's exact precedence
 * order and {@link #hostVars} merges them.
 *
 * <p>The implicit {@code localhost} ({@code ansible_connection: local}) is not part of {@link
 * #hostNames} nor of any group; it is available through {@link #hostOrImplicit} when {@code
 * localhost}, {@code 127.0.0.1} or {@code ::1} is not in the inventory, and gets the variables of
 * group {@code all} and of its own {@code host_vars/}, as in Ansible. So does any other name that
 * is not in the inventory (a {@code delegate_to} target): {@link #varLayers} gives it group {@code
 * all} and its {@code host_vars/}.
 */
public final class Inventory {
  /** Names Ansible resolves to the implicit localhost. */
  public static final Set<String> LOCALHOST_NAMES = Set.of("localhost", "127.0.0.1", "::1");

  private static final String PRIORITY = "ansible_group_priority";

  private final List<String> hostOrder;
  private final Map<String, Host> declaredHosts;
  private final Map<String, Group> declaredGroups;
  private final List<VarsDir> varsDirs;
  private final List<String> warnings;
  private final List<String> leadingHosts;
  private final GroupGraph graph;
  private final Map<String, Group> groups = new LinkedHashMap<>();
  private final Map<String, Host> hosts = new LinkedHashMap<>();
  // an inventory does not change once built: what is derived per host is kept (scopes read it per
  // host-task)
  private final Map<String, List<Group>> chains = new ConcurrentHashMap<>();
  private final Map<String, List<String>> namesByHost = new ConcurrentHashMap<>();
  private final Map<String, List<Layer>> layersByHost = new ConcurrentHashMap<>();

  Inventory(
      List<String> hostOrder,
      Map<String, Host> declaredHosts,
      Map<String, Group> declaredGroups,
      List<VarsDir> varsDirs,
      List<String> warnings) {
    this(hostOrder, declaredHosts, declaredGroups, varsDirs, warnings, List.of());
  }

  /**
   * {@code leadingHosts}: hosts added during a run, first in group {@code all} (see {@link
   * #withOverlay}).
   */
  Inventory(
      List<String> hostOrder,
      Map<String, Host> declaredHosts,
      Map<String, Group> declaredGroups,
      List<VarsDir> varsDirs,
      List<String> warnings,
      List<String> leadingHosts) {
    this.hostOrder = List.copyOf(hostOrder);
    this.declaredHosts = Map.copyOf(declaredHosts);
    this.declaredGroups = new LinkedHashMap<>(declaredGroups);
    List<VarsDir> dirs = new ArrayList<>(varsDirs);
    dirs.sort(Comparator.comparing(VarsDir::stage));
    this.varsDirs = List.copyOf(dirs);
    this.warnings = List.copyOf(warnings);
    this.leadingHosts = List.copyOf(leadingHosts);
    this.graph = new GroupGraph(this.declaredGroups, this.hostOrder, this.leadingHosts);
    declaredGroups.values().forEach(g -> groups.put(g.name(), mergedGroup(g)));
    hostOrder.forEach(
        h -> hosts.put(h, new Host(h, merged(declaredHosts.get(h).vars(), h, VarsDir::hostVars))));
  }

  /** An inventory with nothing in it but the empty groups {@code all} and {@code ungrouped}. */
  public static Inventory empty() {
    return new InventoryBuilder().build();
  }

  /** All hosts, in the order the inventory first defines them. */
  public List<String> hostNames() {
    return hostOrder;
  }

  /** A host of the inventory, its own variables merged over its layers (no group variables). */
  public Optional<Host> host(String name) {
    return Optional.ofNullable(hosts.get(name));
  }

  /**
   * Like {@link #host}, but also the implicit localhost for a localhost name not in the inventory.
   */
  public Optional<Host> hostOrImplicit(String name) {
    Optional<Host> host = host(name);
    if (host.isPresent() || !isImplicit(name)) {
      return host;
    }
    Map<String, Object> vars = new LinkedHashMap<>();
    vars.put("ansible_connection", "local");
    return Optional.of(new Host(name, merged(vars, name, VarsDir::hostVars)));
  }

  /** True for a localhost name that is not in the inventory: the implicit localhost. */
  public boolean isImplicit(String name) {
    return LOCALHOST_NAMES.contains(name) && !hosts.containsKey(name);
  }

  public Optional<Group> group(String name) {
    return Optional.ofNullable(groups.get(name));
  }

  /** All groups, {@code all} and {@code ungrouped} first, then in order of definition. */
  public Collection<Group> groups() {
    return List.copyOf(groups.values());
  }

  /** Warnings met while loading (Ansible prints these and goes on). */
  public List<String> warnings() {
    return warnings;
  }

  /**
   * The groups {@code host} belongs to, directly or through children, ordered from lowest to
   * highest variable precedence as Ansible's {@code sort_groups}: by depth ({@code all} is 0, a
   * child is one deeper than its deepest parent), then {@code ansible_group_priority} (default 1;
   * read, as in Ansible, only from the inventory sources, not from {@code group_vars/}), then name.
   * Only {@code all} for a host that is not in the inventory (the implicit localhost, or a {@code
   * delegate_to} target): Ansible gives such a host the variables of group {@code all}.
   */
  public List<Group> groupChain(String host) {
    return chains.computeIfAbsent(host, this::chainOf);
  }

  private List<Group> chainOf(String host) {
    List<Group> chain = new ArrayList<>(graph.groupsOf(host).stream().map(groups::get).toList());
    if (chain.isEmpty() && !hosts.containsKey(host)) {
      return List.of(groups.get("all"));
    }
    if (!chain.isEmpty() && !chain.contains(groups.get("all"))) {
      chain.add(groups.get("all"));
    }
    chain.sort(
        Comparator.comparingInt((Group g) -> graph.depth(g.name()))
            .thenComparingInt(g -> priority(declaredGroups.get(g.name())))
            .thenComparing(Group::name));
    return List.copyOf(chain);
  }

  /**
   * Ansible's {@code group_names}: the host's groups sorted, without {@code all} (with {@code
   * ungrouped}).
   */
  public List<String> groupNames(String host) {
    return namesByHost.computeIfAbsent(
        host,
        h ->
            groupChain(h).stream()
                .map(Group::name)
                .filter(n -> !n.equals("all"))
                .sorted()
                .toList());
  }

  /** Ansible's {@code groups}: every group to its hosts (transitively), in inventory order. */
  public Map<String, List<String>> groupsMap() {
    return graph.members();
  }

  /** The hosts of {@code group} and of its descendants, in inventory order. */
  public List<String> hostsOf(String group) {
    return graph.hostsOf(group);
  }

  /**
   * The host's inventory variables as layers, lowest precedence first, in Ansible's order: group
   * {@code all} as written in the inventory, the other groups as written (in {@link #groupChain}
   * order), {@code group_vars/all} beside the inventory, then beside the playbook, the other
   * groups' {@code group_vars/} beside the inventory, then beside the playbook, the host as
   * written, its {@code host_vars/} beside the inventory, then beside the playbook. Empty layers
   * are left out.
   */
  public List<Layer> varLayers(String host) {
    return layersByHost.computeIfAbsent(host, this::layersOf);
  }

  private List<Layer> layersOf(String host) {
    List<String> chain = groupChain(host).stream().map(Group::name).toList();
    List<String> others = chain.stream().filter(g -> !g.equals("all")).toList();
    List<Layer> layers = new ArrayList<>();
    chain.stream().filter(g -> g.equals("all")).forEach(g -> addDeclared(layers, g));
    others.forEach(g -> addDeclared(layers, g));
    for (VarsDir.Stage stage : VarsDir.Stage.values()) {
      addFromDirs(layers, stage, List.of("all"), VarsDir::groupVars);
    }
    for (VarsDir.Stage stage : VarsDir.Stage.values()) {
      addFromDirs(layers, stage, others, VarsDir::groupVars);
    }
    hostOrImplicit(host)
        .ifPresent(h -> add(layers, "inventory host '" + host + "'", declaredHostVars(host)));
    for (VarsDir.Stage stage : VarsDir.Stage.values()) {
      addFromDirs(layers, stage, List.of(host), VarsDir::hostVars);
    }
    return List.copyOf(layers);
  }

  /** All of {@link #varLayers} merged, later layers replacing top-level keys. */
  public Map<String, Object> hostVars(String host) {
    Map<String, Object> out = new LinkedHashMap<>();
    varLayers(host).forEach(l -> out.putAll(l.values()));
    return out;
  }

  /**
   * This inventory with the {@code group_vars/} and {@code host_vars/} of {@code dir} (a playbook's
   * directory) layered over the inventory's own; missing directories are fine. {@code vault}: the
   * run's secrets, which open vaulted files and values.
   */
  public Inventory withVarsDir(Path dir, dev.play.vault.VaultContext vault) {
    return withVarsDir(VarsDirLoader.load(vault, dir, VarsDir.Stage.PLAY));
  }

  /**
   * This inventory with a run's additions ({@code add_host}, {@code group_by}) over it, reconciled
   * as Ansible's in-memory inventory: new groups without a parent are children of {@code all}, new
   * hosts are direct members of {@code all} (first in it) and of {@code ungrouped} while in no
   * other group, and a host added to a group leaves {@code ungrouped}. A host that is not in the
   * inventory (the implicit localhost) may join groups and stays out of {@code all}.
   */
  public Inventory withOverlay(InventoryOverlay overlay) {
    return overlay.isEmpty() ? this : overlay.applyTo(InventoryBuilder.of(this)).build();
  }

  /**
   * The host's variables as written in the inventory (or added to it during the run); empty when it
   * is not in it.
   */
  Map<String, Object> declaredVars(String host) {
    Host h = declaredHosts.get(host);
    return h == null ? Map.of() : h.vars();
  }

  /** Every group with its variables as written in the inventory, in order. */
  Collection<Group> declaredGroups() {
    return declaredGroups.values();
  }

  List<VarsDir> varsDirs() {
    return varsDirs;
  }

  List<String> leadingHosts() {
    return leadingHosts;
  }

  Inventory withVarsDir(VarsDir dir) {
    List<VarsDir> dirs = new ArrayList<>(varsDirs);
    dirs.add(dir);
    List<String> allWarnings = new ArrayList<>(warnings);
    allWarnings.addAll(VarsDirLoader.unknownNames(dir, declaredGroups.keySet(), hostOrder));
    return new Inventory(hostOrder, declaredHosts, declaredGroups, dirs, allWarnings, leadingHosts);
  }

  private Map<String, Object> declaredHostVars(String host) {
    Host h = declaredHosts.get(host);
    return h != null ? h.vars() : Map.of("ansible_connection", "local");
  }

  /**
   * The group's variables as written in the inventory, but for {@code ansible_group_priority}:
   * Ansible keeps that one as the group's priority, not as a variable (one set in {@code
   * group_vars/} is a variable).
   */
  private void addDeclared(List<Layer> layers, String group) {
    Map<String, Object> vars = declaredGroups.get(group).vars();
    if (vars.containsKey(PRIORITY)) {
      vars = new LinkedHashMap<>(vars);
      vars.remove(PRIORITY);
    }
    add(layers, "inventory group '" + group + "'", vars);
  }

  private void addFromDirs(
      List<Layer> layers,
      VarsDir.Stage stage,
      List<String> names,
      Function<VarsDir, Map<String, VarsDir.VarsFile>> kind) {
    for (VarsDir dir : varsDirs) {
      if (dir.stage() != stage) {
        continue;
      }
      for (String name : names) {
        VarsDir.VarsFile file = kind.apply(dir).get(name);
        if (file != null) {
          add(layers, file.origin(), file.vars());
        }
      }
    }
  }

  private static void add(List<Layer> layers, String origin, Map<String, Object> vars) {
    if (!vars.isEmpty()) {
      layers.add(new Layer(origin, dev.play.value.Values.frozenMap(vars)));
    }
  }

  private Group mergedGroup(Group g) {
    return new Group(
        g.name(), merged(g.vars(), g.name(), VarsDir::groupVars), g.children(), g.hosts());
  }

  private Map<String, Object> merged(
      Map<String, Object> own, String name, Function<VarsDir, Map<String, VarsDir.VarsFile>> kind) {
    Map<String, Object> out = new LinkedHashMap<>(own);
    for (VarsDir dir : varsDirs) {
      VarsDir.VarsFile file = kind.apply(dir).get(name);
      if (file != null) {
        out.putAll(file.vars());
      }
    }
    return out;
  }

  private static int priority(Group g) {
    Object p = g.vars().get(PRIORITY);
    if (p instanceof Number n) {
      return n.intValue();
    }
    try {
      return p == null ? 1 : Integer.parseInt(p.toString().strip());
    } catch (NumberFormatException e) {
      return 1;
    }
  }
}
