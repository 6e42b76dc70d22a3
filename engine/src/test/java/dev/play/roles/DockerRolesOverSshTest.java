package dev.play.roles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.SharedFleet;
import dev.play.fleet.SystemdHosts;
import dev.play.fleet.TestHost;
import dev.play.ssh.FleetRun;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The docker role for real on a host booting systemd: the distribution's docker.io from Debian's
 * mirror, daemon.json from variables, the service started; Docker restarts only when its
 * configuration changed. Then machine_setup in check mode on that host, reboot included.
 */
@ContainerTest
class DockerRolesOverSshTest {
  @RegisterExtension
  static final SharedFleet FLEET = new SharedFleet(() -> SystemdHosts.startDockerCapable(1));

  /** Docker inside a container: the vfs driver, no iptables or bridge. */
  private static final String DAEMON =
      "{\"docker_source\": \"distribution\", \"docker_daemon_options\": "
          + "{\"storage-driver\": \"vfs\", \"iptables\": false, \"bridge\": \"none\", \"log-driver\": \"json-file\", "
          + "\"log-opts\": {\"max-size\": \"SIZE\"}}, \"docker_users\": [\"play\"]}";

  private static Path inventory() {
    return ClusterInventory.of(FLEET.fleet()).write("docker.ini");
  }

  @Test
  void dockerFromTheDistributionThenARestartOnlyWhenItsOptionsChange() {
    TestHost host = FLEET.host();
    Path pb = ClusterInventory.playbook("machine_setup.yml");
    FleetRun.Result first =
        FleetRun.checkApplyTwice(
            FLEET.fleet(),
            inventory(),
            pb,
            "--tags",
            "docker",
            "-e",
            DAEMON.replace("SIZE", "100m"));
    assertTrue(first.out().contains("RUNNING HANDLER [docker : Restart docker]"), first.all());
    assertEquals("active", host.exec("systemctl", "is-active", "docker").out());
    assertEquals("vfs", host.exec("docker", "info", "--format", "{{.Driver}}").out());
    assertTrue(host.exec("id", "-nG", "play").out().contains("docker"));
    String pid = host.exec("systemctl", "show", "-p", "MainPID", "--value", "docker").out();

    FleetRun.Result changed =
        FleetRun.play(
            FLEET.fleet(),
            inventory(),
            pb,
            "--tags",
            "docker",
            "-e",
            DAEMON.replace("SIZE", "50m"));
    assertEquals(0, changed.exitCode(), changed.all());
    assertEquals(2, changed.changed(), "daemon.json and the restart:\n" + changed.all());
    assertFalse(
        pid.equals(host.exec("systemctl", "show", "-p", "MainPID", "--value", "docker").out()));
    assertTrue(
        host.exec("cat", "/etc/docker/daemon.json").stdout().contains("\"max-size\": \"50m\""));
  }

  @Test
  void machineSetupInCheckModePredictsTheRebootAfterTheDriver() {
    FleetRun.Result r =
        FleetRun.play(
            FLEET.fleet(),
            inventory(),
            ClusterInventory.playbook("machine_setup.yml"),
            "--check",
            "-e",
            "docker_source=distribution",
            "-e",
            "nvidia_fabricmanager=true");
    assertEquals(0, r.exitCode(), r.all());
    String summary = r.out().substring(r.out().indexOf("CHECK SUMMARY"));
    assertTrue(
        summary.contains(
            "reboots    ~ Reboot to load the new driver: reboot (/sbin/shutdown -r now"),
        summary);
    assertTrue(
        summary.contains(
            "packages   ~ Fabric Manager 550.144.03: install nvidia-fabricmanager-550=550.144.03-*"),
        summary);
    assertTrue(
        summary.indexOf("install cuda-drivers-550") < summary.indexOf("Reboot to load"), summary);
    // the Fabric Manager unit comes with its package: check mode plans it as Debian's packages
    // leave their services (running, enabled), so starting it is no predicted change
    assertFalse(summary.contains("Fabric Manager enabled and started"), summary);
  }
}
