package dev.play.roles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.SharedFleet;
import dev.play.fleet.TestHost;
import dev.play.ssh.FleetRun;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The host roles on two plain test hosts, over SSH as a sudo user: each playbook checked, applied,
 * applied again with no change. Packages come from Debian's mirror. Containers cannot set kernel
 * values, run the kernel NFS server or mount NFS, so those steps are switched off by the roles' own
 * variables and the files that persist them are checked instead.
 */
@ContainerTest
class SystemRolesOverSshTest {
  @RegisterExtension static final SharedFleet FLEET = new SharedFleet(() -> Fleet.start(2));

  private static Path inventory() {
    return ClusterInventory.of(FLEET.fleet())
        .group("nfs_servers", 0)
        .group("nfs_clients", 1)
        .var("cluster_network", "10.0.0.0/24")
        .write("cluster.ini");
  }

  @Test
  void sysctlRoceProfilePersistedInOrderThenOnlyTheChangedKey() {
    Path pb = ClusterInventory.playbook("sysctl_roce.yml");
    FleetRun.checkApplyTwice(
        FLEET.fleet(),
        inventory(),
        pb,
        "-e",
        "sysctl_roce_apply=false",
        "-e",
        "sysctl_roce_profile=h100");
    assertEquals(
        String.join(
            "\n",
            "net.core.rmem_max=33554432",
            "net.core.wmem_max=33554432",
            "net.core.rmem_default=16777216",
            "net.core.wmem_default=16777216",
            "net.ipv4.tcp_rmem=4096 87380 33554432",
            "net.ipv4.tcp_wmem=4096 65536 33554432",
            "net.core.netdev_max_backlog=250000",
            "net.core.default_qdisc=fq",
            "net.ipv4.tcp_mtu_probing=1",
            "net.ipv4.tcp_slow_start_after_idle=0",
            ""),
        FLEET.host().exec("cat", "/etc/sysctl.d/90-roce.conf").stdout());
    FleetRun.Result more =
        FleetRun.play(
            FLEET.fleet(),
            inventory(),
            pb,
            "-e",
            "sysctl_roce_apply=false",
            "-e",
            "sysctl_roce_profile=h100",
            "-e",
            "{\"sysctl_roce_extra\": {\"net.core.rmem_max\": 67108864}}");
    assertEquals(0, more.exitCode(), more.all());
    assertEquals(2, more.changed(), "one key changed on each host:\n" + more.all());
    assertTrue(
        more.out().contains("changed: [node0] => (item=net.core.rmem_max=67108864)"), more.all());
    assertTrue(
        FLEET
            .host()
            .exec("grep", "-c", "rmem_max", "/etc/sysctl.d/90-roce.conf")
            .stdout()
            .startsWith("1"));
  }

  @Test
  void nfsExportsOnceAndClientsPersistTheirMounts() {
    TestHost server = FLEET.fleet().host(0);
    // What the A100 lab's script (docs/setups.md) leaves after two runs: each line twice in
    // exports.
    String seed = "/models 10.0.0.0/24(rw,async,no_subtree_check,no_root_squash)\n";
    server
        .exec("sh", "-c", "printf '%s%s' '" + seed + "' '" + seed + "' >> /etc/exports")
        .assertOk();
    FleetRun.Result first =
        FleetRun.checkApplyTwice(
            FLEET.fleet(),
            inventory(),
            ClusterInventory.playbook("nfs_server.yml"),
            "-e",
            "nfs_server_manage_service=false",
            "-e",
            "nfs_client_state=present");
    assertTrue(
        first.out().contains("RUNNING HANDLER [nfs_server : Re-export the NFS shares]"),
        first.all());
    assertEquals(
        String.join(
            "\n",
            "# Managed by play (role nfs_server): local edits are replaced.",
            "/models 10.0.0.0/24(rw,async,no_subtree_check,no_root_squash)",
            "/data 10.0.0.0/24(rw,async,no_subtree_check,no_root_squash)",
            "/outputs 10.0.0.0/24(rw,async,no_subtree_check,no_root_squash)",
            ""),
        server.exec("cat", "/etc/exports.d/cluster.exports").stdout());
    assertFalse(
        server.exec("cat", "/etc/exports").stdout().contains("/models"),
        "the seed's duplicates are gone");
    assertEquals(
        3,
        server.exec("sh", "-c", "exportfs -v | grep -c 10.0.0.0/24").out().length() > 0
            ? Integer.parseInt(server.exec("sh", "-c", "exportfs -v | grep -c 10.0.0.0/24").out())
            : 0);
    String fstab = FLEET.fleet().host(1).exec("cat", "/etc/fstab").stdout();
    String serverAddress = "127.0.0.1";
    for (String dir : new String[] {"/models", "/data", "/outputs"}) {
      assertTrue(
          fstab.contains(serverAddress + ":" + dir + " " + dir + " nfs vers=4.2,noatime 0 0"),
          fstab);
    }
  }

  @Test
  void nvidiaDriverRefusesMismatchedFabricManagerBeforeAnyChange() {
    FleetRun.Result r =
        FleetRun.play(
            FLEET.fleet(),
            inventory(),
            ClusterInventory.playbook("machine_setup.yml"),
            "-e",
            "nvidia_driver_version=550.144.03",
            "-e",
            "nvidia_fabricmanager_version=550.127.05",
            "--tags",
            "nvidia_driver");
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(
        r.out()
            .contains(
                "NVIDIA driver 550.144.03 and Fabric Manager 550.127.05 must be the same version"),
        r.all());
    assertEquals(
        1, FLEET.host().exec("test", "-e", "/etc/apt/sources.list.d/cuda.sources").exitCode());
  }

  @Test
  void machineSetupInCheckModeShowsEveryRoleWithoutTouchingTheHost() {
    FleetRun.Result r =
        FleetRun.play(
            FLEET.fleet(),
            inventory(),
            ClusterInventory.playbook("machine_setup.yml"),
            "--check",
            "--diff",
            "-l",
            "node1",
            "-e",
            "nvidia_driver_reboot=false");
    assertEquals(0, r.exitCode(), r.all());
    String summary = r.out().substring(r.out().indexOf("CHECK SUMMARY"));
    assertTrue(summary.contains("role docker\n"), summary);
    assertTrue(summary.contains("packages   ~ Docker CE packages: install docker-ce"), summary);
    assertTrue(summary.contains("role nvidia_driver\n"), summary);
    assertTrue(
        summary.contains(
            "packages   ~ NVIDIA driver 550.144.03: install cuda-drivers-550=550.144.03-*"),
        summary);
    assertTrue(
        summary.contains("files      ~ Docker's nvidia runtime in /etc/docker/daemon.json"),
        summary);
    // the toolkit's runtime is merged into the daemon.json the docker role writes earlier in the
    // run
    String toolkit =
        summary.substring(summary.indexOf("Docker's nvidia runtime in /etc/docker/daemon.json"));
    assertTrue(toolkit.contains("\"max-size\": \"100m\""), "docker's keys kept:\n" + summary);
    assertTrue(toolkit.contains("+    \"runtimes\": {"), summary);
    assertFalse(
        summary.contains("Fabric Manager enabled"), "no NVSwitch on this host:\n" + summary);
    assertEquals(
        1,
        FLEET
            .fleet()
            .host(1)
            .exec("test", "-e", "/etc/apt/sources.list.d/docker.sources")
            .exitCode());
  }
}
