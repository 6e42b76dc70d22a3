package dev.play.module.control;

import dev.play.inventory.HostAddress;
import dev.play.inventory.InventoryAddition;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code add_host}: adds a host, its groups and variables to the run's inventory, for later plays.
 * It runs once, on the task's first host (a loop adds one host per item), as Ansible's.
 */
final class AddHostModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
          ArgSpec.ANY + ":raw",
          "name:str",
          "hostname:str",
          "host:str",
          "groups:raw",
          "group:raw",
          "groupname:raw");

  /**
   * The arguments that are not host variables: as in Ansible, {@code host} and {@code group} also
   * are.
   */
  private static final Set<String> NOT_VARS =
      Set.of("name", "hostname", "groupname", "groups", "_raw_params");

  @Override
  public String name() {
    return "add_host";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public boolean firstHostOnly() {
    return true;
  }

  @Override
  public boolean editsInventory() {
    return true;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure {
    if (args.has("_raw_params")) {
      throw new ModuleFailure(
          "add_host: arguments must be key=value pairs or a mapping, got '"
              + args.raw("_raw_params")
              + "'");
    }
    Object given = first(args, "name", "hostname", "host");
    if (given == null) {
      throw new ModuleFailure("name, host or hostname needs to be provided");
    }
    HostAddress address = HostAddress.parse(String.valueOf(given));
    String host = address.host();
    Map<String, Object> vars = hostVars(args, address.port());
    List<String> groups = groups(first(args, "groupname", "groups", "group"));
    List<InventoryAddition> candidates = new ArrayList<>();
    candidates.add(new InventoryAddition.NewHost(host));
    if (!vars.isEmpty()) {
      candidates.add(new InventoryAddition.HostVars(host, vars));
    }
    for (String g : groups) {
      candidates.add(new InventoryAddition.NewGroup(g));
      candidates.add(new InventoryAddition.Member(g, host));
    }
    Map<String, Object> added = new LinkedHashMap<>();
    added.put("host_name", host);
    added.put("groups", groups);
    added.put("host_vars", vars);
    return InventoryChange.plan(
        ctx,
        candidates,
        "host " + host + " is in the inventory as given",
        Map.of("add_host", added));
  }

  private static Object first(Args args, String... names) {
    for (String n : names) {
      if (args.asMap().containsKey(n)) {
        return args.raw(n);
      }
    }
    return null;
  }

  /**
   * Every other argument, and {@code ansible_ssh_port} for a {@code name} with a port (winning), as
   * Ansible.
   */
  private static Map<String, Object> hostVars(Args args, Integer port) {
    Map<String, Object> vars = new LinkedHashMap<>();
    args.asMap()
        .forEach(
            (k, v) -> {
              if (!NOT_VARS.contains(k)) {
                vars.put(k, v);
              }
            });
    if (port != null && port != 0) {
      vars.put("ansible_ssh_port", port);
    }
    return vars;
  }

  /** A list, or a comma-separated string; names stripped, repeats dropped. */
  private static List<String> groups(Object given) throws ModuleFailure {
    if (given == null || "".equals(given)) {
      return List.of();
    }
    List<?> names =
        given instanceof List<?> l
            ? l
            : given instanceof String s ? List.of(s.split(",", -1)) : null;
    if (names == null) {
      throw new ModuleFailure("Groups must be specified as a list.");
    }
    Set<String> out = new LinkedHashSet<>();
    for (Object n : names) {
      String name = n == null ? "" : String.valueOf(n).strip();
      if (name.isEmpty()) {
        throw new ModuleFailure("add_host: empty group name in groups " + given);
      }
      out.add(name);
    }
    return List.copyOf(out);
  }
}
