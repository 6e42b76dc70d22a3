package dev.play.inventory;

import dev.play.value.Values;
import java.nio.file.Path;
import java.util.Map;

/**
 * The {@code group_vars/} and {@code host_vars/} beside one inventory source or playbook, read:
 * group or host name to the variables of {@code group_vars/<name>} (file or directory, merged).
 *
 * @param dir the directory holding {@code group_vars/} and {@code host_vars/}
 * @param stage whether the directory belongs to the inventory or to the playbook
 */
record VarsDir(
    Path dir, Stage stage, Map<String, VarsFile> groupVars, Map<String, VarsFile> hostVars) {
  /** Ansible's two stages: inventory-adjacent vars lose to playbook-adjacent ones. */
  public enum Stage {
    INVENTORY,
    PLAY
  }

  /**
   * The variables one {@code group_vars/<name>} or {@code host_vars/<name>} entry holds.
   *
   * @param origin the file or directory they were read from, for messages
   */
  public record VarsFile(String origin, Map<String, Object> vars) {
    public VarsFile {
      vars = Values.frozenMap(vars);
    }
  }

  public VarsDir {
    groupVars = Map.copyOf(groupVars);
    hostVars = Map.copyOf(hostVars);
  }
}
