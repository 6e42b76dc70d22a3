package dev.play.roles;

import dev.play.fleet.Fleet;
import dev.play.fleet.KeyType;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An inventory of fleet hosts in the groups the role library's playbooks use ({@code cluster},
 * {@code gpu_nodes}, ...), user {@code play}, written to the fleet's directory.
 *
 * <pre>{@code
 * ClusterInventory.of(fleet).group("nfs_servers", 0).group("nfs_clients", 1).write("nfs.ini");
 * }</pre>
 */
public final class ClusterInventory {
  private final Fleet fleet;
  private final Map<String, List<Integer>> groups = new LinkedHashMap<>();
  private final Map<String, String> vars = new LinkedHashMap<>();

  private ClusterInventory(Fleet fleet) {
    this.fleet = fleet;
    groups.put(
        "cluster", java.util.stream.IntStream.range(0, fleet.hosts().size()).boxed().toList());
  }

  /** Every fleet host in {@code cluster}, and {@code gpu_nodes} as its child. */
  public static ClusterInventory of(Fleet fleet) {
    return new ClusterInventory(fleet);
  }

  /** A group of the fleet hosts with these indexes. */
  public ClusterInventory group(String name, Integer... hosts) {
    groups.put(name, List.of(hosts));
    return this;
  }

  /** A variable for every host ({@code [all:vars]}). */
  public ClusterInventory var(String name, String value) {
    vars.put(name, value);
    return this;
  }

  public Path write(String name) {
    StringBuilder ini = new StringBuilder();
    groups.forEach(
        (group, hosts) -> {
          ini.append('[').append(group).append("]\n");
          for (int i : hosts) {
            ini.append(
                    group.equals("cluster")
                        ? fleet.host(i).inventoryLine("play", KeyType.ED25519)
                        : fleet.host(i).name())
                .append('\n');
          }
          ini.append('\n');
        });
    ini.append("[gpu_nodes:children]\ncluster\n\n[all:vars]\n");
    vars.forEach((k, v) -> ini.append(k).append('=').append(v).append('\n'));
    try {
      return Files.writeString(fleet.dir().resolve(name), ini.toString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A playbook of the repository, e.g. {@code playbook("nfs_server.yml")}. */
  public static Path playbook(String name) {
    return RoleHarness.ROOT.resolve("playbooks").resolve(name);
  }
}
