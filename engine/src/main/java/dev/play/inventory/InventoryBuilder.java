package dev.play.inventory;

import dev.play.error.PlayError;
import dev.play.error.Source;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Collects hosts, groups and variables while sources are parsed (one builder per load), then {@link
 * #build}s the immutable {@link Inventory} after Ansible's reconciliation: groups without a parent
 * become children of {@code all}, hosts in no group join {@code ungrouped}, and hosts in another
 * group leave it.
 */
final class InventoryBuilder {
  /** The most host entries the inventory's files may hold, ranges expanded. */
  static final int MAX_ENTRIES = 1_000_000;

  static final String TOO_MANY_ENTRIES =
      "the inventory stands for more than "
          + MAX_ENTRIES
          + " host entries once its ranges are expanded";
  private long entries;
  private final Map<String, Map<String, Object>> hosts = new LinkedHashMap<>();
  private final Map<String, Draft> groups = new LinkedHashMap<>();
  private final List<VarsDir> varsDirs = new ArrayList<>();
  private final List<String> warnings = new ArrayList<>();

  /**
   * Hosts added during a run ({@code add_host}): direct members of {@code all}, listed first in it.
   */
  private final List<String> leading = new ArrayList<>();

  private static final class Draft {
    final Map<String, Object> vars = new LinkedHashMap<>();
    final Set<String> children = new LinkedHashSet<>();
    final Set<String> hosts = new LinkedHashSet<>();
    final Set<String> parents = new LinkedHashSet<>();
  }

  /** As Ansible's inventory starts: {@code all} with {@code ungrouped} as its first child. */
  InventoryBuilder() {
    addGroup("all");
    addGroup("ungrouped");
    groups.get("all").children.add("ungrouped");
    groups.get("ungrouped").parents.add("all");
  }

  /**
   * A builder holding what {@code inventory} declares (hosts, groups, their variables as written,
   * the vars directories) and its run's additions, to add more to ({@link InventoryOverlay}).
   */
  static InventoryBuilder of(Inventory inventory) {
    InventoryBuilder b = new InventoryBuilder();
    inventory
        .hostNames()
        .forEach(h -> b.hosts.put(h, new LinkedHashMap<>(inventory.declaredVars(h))));
    for (Group g : inventory.declaredGroups()) {
      b.addGroup(g.name());
      b.groups.get(g.name()).vars.putAll(g.vars());
      b.groups.get(g.name()).hosts.addAll(g.hosts());
    }
    inventory.declaredGroups().forEach(g -> g.children().forEach(c -> b.link(g.name(), c)));
    b.leading.addAll(inventory.leadingHosts());
    inventory.varsDirs().forEach(b::addVarsDir);
    return b;
  }

  boolean hasGroup(String name) {
    return groups.containsKey(name);
  }

  boolean hasHost(String name) {
    return hosts.containsKey(name);
  }

  boolean hasHosts() {
    return !hosts.isEmpty();
  }

  Set<String> groupNames() {
    return groups.keySet();
  }

  void addGroup(String name) {
    groups.computeIfAbsent(name, n -> new Draft());
  }

  /**
   * Counts {@code n} more host entries (a range's names included), and whether the inventory stays
   * within {@link #MAX_ENTRIES}: ranges repeated in a file of a few kilobytes would otherwise stand
   * for millions of hosts.
   */
  boolean roomFor(int n) {
    entries += n;
    return entries <= MAX_ENTRIES;
  }

  /**
   * Adds {@code host} to {@code group} (created when new); {@code vars} are merged over earlier
   * ones.
   */
  void addHost(String group, String host, Map<String, Object> vars) {
    addGroup(group);
    hosts.computeIfAbsent(host, h -> new LinkedHashMap<>()).putAll(vars);
    groups.get(group).hosts.add(host);
  }

  /**
   * A host new to a run's inventory: a direct member of {@code all}, listed first in it as in
   * Ansible.
   */
  void addRunHost(String host) {
    if (!hosts.containsKey(host)) {
      hosts.put(host, new LinkedHashMap<>());
      groups.get("all").hosts.add(host);
      leading.add(host);
    }
  }

  /** Variables set on {@code host} as if written on its inventory line. */
  void addHostVars(String host, Map<String, Object> vars) {
    hosts.computeIfAbsent(host, h -> new LinkedHashMap<>()).putAll(vars);
  }

  /**
   * Makes {@code host} a direct member of {@code group} (created when new) without making it an
   * inventory host.
   */
  void addMember(String group, String host) {
    addGroup(group);
    groups.get(group).hosts.add(host);
  }

  void setGroupVar(String group, String key, Object value) {
    addGroup(group);
    groups.get(group).vars.put(key, value);
  }

  /** Makes {@code child} a child of {@code parent}; a cycle is an error at {@code where}. */
  void addChild(String parent, String child, Source where) {
    if (child.equals("all")) {
      throw PlayError.parse(
          where, "group 'all' cannot be a child of '" + parent + "': every group is in 'all'");
    }
    addGroup(parent);
    addGroup(child);
    List<String> path = pathDown(child, parent, new LinkedHashSet<>());
    if (path != null) {
      path.add(child);
      throw PlayError.parse(where, "group children form a cycle: " + String.join(" -> ", path));
    }
    link(parent, child);
  }

  private void link(String parent, String child) {
    groups.get(parent).children.add(child);
    groups.get(child).parents.add(parent);
  }

  void warn(String warning) {
    warnings.add(warning);
  }

  void addVarsDir(VarsDir dir) {
    if (varsDirs.stream().noneMatch(d -> d.dir().equals(dir.dir()))) {
      varsDirs.add(dir);
    }
  }

  Inventory build() {
    reconcile();
    Map<String, Host> hostRecords = new LinkedHashMap<>();
    hosts.forEach((name, vars) -> hostRecords.put(name, new Host(name, vars)));
    Map<String, Group> groupRecords = new LinkedHashMap<>();
    groups.forEach(
        (name, d) ->
            groupRecords.put(
                name, new Group(name, d.vars, List.copyOf(d.children), List.copyOf(d.hosts))));
    List<String> allWarnings = new ArrayList<>(warnings);
    varsDirs.forEach(
        d -> allWarnings.addAll(VarsDirLoader.unknownNames(d, groups.keySet(), hosts.keySet())));
    return new Inventory(
        List.copyOf(hosts.keySet()), hostRecords, groupRecords, varsDirs, allWarnings, leading);
  }

  /** The children path from {@code from} down to {@code to}, or null when there is none. */
  private List<String> pathDown(String from, String to, Set<String> visited) {
    if (from.equals(to)) {
      return new ArrayList<>(List.of(from));
    }
    if (!visited.add(from)) {
      return null;
    }
    for (String c : groups.get(from).children) {
      List<String> rest = pathDown(c, to, visited);
      if (rest != null) {
        rest.add(0, from);
        return rest;
      }
    }
    return null;
  }

  private void reconcile() {
    for (Map.Entry<String, Draft> e : groups.entrySet()) {
      if (!e.getKey().equals("all") && e.getValue().parents.isEmpty()) {
        groups.get("all").children.add(e.getKey());
        e.getValue().parents.add("all");
      }
    }
    Draft ungrouped = groups.get("ungrouped");
    Set<String> grouped = new java.util.HashSet<>();
    groups.forEach(
        (name, d) -> {
          if (!name.equals("all") && !name.equals("ungrouped")) {
            grouped.addAll(d.hosts);
          }
        });
    for (String host : hosts.keySet()) {
      if (grouped.contains(host)) {
        ungrouped.hosts.remove(host);
      } else {
        ungrouped.hosts.add(host);
      }
    }
  }
}
