package dev.play.cli.inventory;

import dev.play.inventory.Group;
import dev.play.inventory.Inventory;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The variables {@code ansible-inventory} shows for a host or a group. A host's are all its
 * inventory variables merged (groups, {@code group_vars/}, its own, {@code host_vars/}), or with
 * {@code --export} only its own and its {@code host_vars/}; a group's are its own and its {@code
 * group_vars/}. The names of Ansible's magic variables are left out, as it does, even when the
 * inventory sets them.
 */
record InventoryView(Inventory inventory, boolean export) {
  /** ansible-inventory's {@code INTERNAL_VARS}. */
  private static final Set<String> INTERNAL =
      Set.of(
          "ansible_diff_mode",
          "ansible_config_file",
          "ansible_facts",
          "ansible_forks",
          "ansible_inventory_sources",
          "ansible_limit",
          "ansible_playbook_python",
          "ansible_run_tags",
          "ansible_skip_tags",
          "ansible_verbosity",
          "ansible_version",
          "inventory_dir",
          "inventory_file",
          "inventory_hostname",
          "inventory_hostname_short",
          "groups",
          "group_names",
          "omit",
          "playbook_dir");

  Map<String, Object> hostVars(String host) {
    if (!export) {
      return shown(inventory.hostVars(host));
    }
    return shown(inventory.hostOrImplicit(host).orElseThrow().vars());
  }

  Map<String, Object> groupVars(String group) {
    return shown(group(group).vars());
  }

  Group group(String name) {
    return inventory.group(name).orElseThrow();
  }

  List<String> hosts() {
    return inventory.hostNames();
  }

  private static Map<String, Object> shown(Map<String, Object> vars) {
    Map<String, Object> out = new LinkedHashMap<>(vars);
    out.keySet().removeAll(INTERNAL);
    return out;
  }
}
