package dev.play.roles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.SharedFleet;
import dev.play.fleet.SystemdHosts;
import dev.play.ssh.FleetRun;
import dev.play.value.JsonText;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * site.yml in check mode on three fresh hosts booting systemd, in every group of the role library:
 * every play runs, the summary lists each role by host, and nothing on the hosts changes.
 */
@ContainerTest
class SiteCheckOverSshTest {
  @RegisterExtension static final SharedFleet FLEET = new SharedFleet(() -> SystemdHosts.start(3));

  @Test
  @SuppressWarnings("unchecked")
  void everyRoleOfSiteInCheckModeWithItsJsonSummary() throws Exception {
    Path inventory =
        ClusterInventory.of(FLEET.fleet())
            .group("nfs_servers", 0)
            .group("nfs_clients", 1, 2)
            .group("mesh", 0, 1, 2)
            .var("cluster_network", "10.0.0.0/24")
            .var("netplan_mesh_interfaces", "['enp1s0f0np0', 'enp1s0f1np1']")
            .write("site.ini");
    Path json = FLEET.fleet().dir().resolve("site-summary.json");
    FleetRun.Result r =
        FleetRun.play(
            FLEET.fleet(),
            inventory,
            ClusterInventory.playbook("site.yml"),
            "--check",
            "--diff",
            "--summary-json",
            json.toString(),
            "-e",
            "rdma_verify_devices=none",
            "-e",
            "containers_runtime=",
            "-e",
            "sysctl_roce_apply=false");
    assertEquals(0, r.exitCode(), r.all());
    Map<String, Object> summary = (Map<String, Object>) JsonText.parse(Files.readString(json));
    List<Object> roles =
        ((List<Map<String, Object>>) summary.get("roles"))
            .stream().map(m -> m.get("role")).toList();
    for (String role :
        List.of(
            "docker",
            "nvidia_container_toolkit",
            "nvidia_driver",
            "sysctl_roce",
            "netplan_mesh",
            "ssh_mesh",
            "nfs_server",
            "nfs_client",
            "hostfiles",
            "nccl_env",
            "rdma_verify",
            "containers")) {
      assertTrue(roles.contains(role), role + " in " + roles);
    }
    String out = r.out().substring(r.out().indexOf("CHECK SUMMARY"));
    assertTrue(out.contains("role rdma_verify: no changes"), out);
    assertTrue(out.contains("reboots    ~ Reboot to load the new driver"), out);
    assertTrue(out.contains("+    enp1s0f0np0:"), "the netplan diff in the summary:\n" + out);
    assertEquals(
        1,
        FLEET.host().exec("test", "-e", "/etc/sysctl.d/90-roce.conf").exitCode(),
        "check changed nothing");
  }
}
