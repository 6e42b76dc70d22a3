package dev.play.parity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.TestHost;
import dev.play.ssh.FleetRun;
import dev.play.value.JsonText;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The facts play gathers have Ansible's values on the same host: one host with Python (for
 * Ansible), gathered by {@code ansible-playbook} and by play, each writing the same facts as JSON
 * lines. Facts that move between the two runs (free memory, load, uptime, free disk space) are
 * compared by shape.
 */
@ParityTest
@ContainerTest
class SetupParityTest {
  private static final String STABLE =
      String.join(
          " ",
          "memtotal_mb",
          "swaptotal_mb",
          "swapfree_mb",
          "processor_count",
          "processor_cores",
          "processor_threads_per_core",
          "processor_vcpus",
          "processor_nproc",
          "kernel",
          "kernel_version",
          "service_mgr",
          "pkg_mgr",
          "python",
          "python_version",
          "real_user_id",
          "real_group_id",
          "effective_user_id",
          "effective_group_id",
          "user_gecos",
          "user_shell",
          "domain",
          "fqdn",
          "distribution",
          "distribution_version",
          "distribution_major_version",
          "distribution_minor_version",
          "distribution_release",
          "os_family",
          "selinux",
          "selinux_python_present",
          "virtualization_type",
          "virtualization_role",
          "all_ipv4_addresses",
          "all_ipv6_addresses");

  /**
   * Each mount's fields that do not move while the host runs (free space does: checked by its
   * sums).
   */
  private static final String MOUNT_FIELDS =
      "mount device fstype options uuid size_total block_size block_total inode_total";

  @Test
  void gatheredFactsAgreeWithAnsible() {
    AnsibleRequirements.require();
    // IPv6 on, as on most hosts (Docker turns it off in containers): lo and eth0 get addresses
    try (Fleet fleet =
        Fleet.builder()
            .hosts(1)
            .image(Fleet.PYTHON_IMAGE)
            .configure(
                c ->
                    c.withCreateContainerCmdModifier(
                        cmd ->
                            cmd.getHostConfig()
                                .withSysctls(
                                    Map.of(
                                        "net.ipv6.conf.all.disable_ipv6",
                                        "0",
                                        "net.ipv6.conf.default.disable_ipv6",
                                        "0"))))
            .start()) {
      TestHost host = fleet.host(0);
      Path inventory = fleet.writeInventory("play");
      Path pb = FleetRun.playbook(fleet, "setup.yml", playbook());
      assertEquals(
          0, AnsibleRun.play(fleet, inventory, pb, "-e", "out=/tmp/ansible.facts").exitCode());
      FleetRun.Result play = FleetRun.play(fleet, inventory, pb, "-e", "out=/tmp/play.facts");
      assertEquals(0, play.exitCode(), play.all());
      Map<String, Object> ansible = read(host, "/tmp/ansible.facts");
      Map<String, Object> ours = read(host, "/tmp/play.facts");
      assertEquals(ansible, ours);
    }
  }

  private static String playbook() {
    StringBuilder content = new StringBuilder();
    for (String fact : STABLE.split(" ")) {
      content
          .append("          ")
          .append(fact)
          .append(" {{ ansible_")
          .append(fact)
          .append(" | to_json }}\n");
    }
    content
        .append(
            "          memory_mb {{ ansible_memory_mb | dict2items | map(attribute='key') | sort | to_json }}\n")
        .append(
            "          swap {{ ansible_memory_mb.swap.total }} {{ ansible_memory_mb.swap.cached }}\n")
        .append(
            "          real {{ ansible_memory_mb.real.total }} {{ ansible_memory_mb.real.used"
                + " + ansible_memory_mb.real.free == ansible_memory_mb.real.total }}\n")
        .append(
            "          nocache {{ ansible_memory_mb.nocache.used + ansible_memory_mb.nocache.free"
                + " == ansible_memory_mb.real.total }}\n")
        .append("          memfree {{ ansible_memfree_mb == ansible_memory_mb.real.free }}\n")
        .append(
            "          uptime {{ ansible_uptime_seconds is number }} {{ ansible_loadavg['15m'] is number }}\n")
        // Ansible's technology lists are Python sets: their order changes from run to run
        .append("          tech_guest {{ ansible_virtualization_tech_guest | sort | to_json }}\n")
        .append("          tech_host {{ ansible_virtualization_tech_host | sort | to_json }}\n")
        .append("          ipv6_lo {{ ansible_lo.ipv6 | default('none') | to_json }}\n")
        .append("          ipv6_eth0 {{ ansible_eth0.ipv6 | default('none') | to_json }}\n")
        .append("          mount_count {{ ansible_mounts | length }}\n")
        .append(
            "          mount_keys {{ ansible_mounts | map('list') | map('sort') | list | to_json }}\n")
        .append(
            "          mount_sums {{ ansible_mounts | map(attribute='block_used') | sum"
                + " + ansible_mounts | map(attribute='block_available') | sum"
                + " == ansible_mounts | map(attribute='block_total') | sum }}\n");
    for (String field : MOUNT_FIELDS.split(" ")) {
      content
          .append("          mount_")
          .append(field)
          .append(" {{ ansible_mounts | sort(attribute='mount')")
          .append(" | map(attribute='")
          .append(field)
          .append("') | list | to_json }}\n");
    }
    return """
        - hosts: nodes
          gather_facts: true
          tasks:
            - copy:
                dest: "{{ out }}"
                content: |
        """
        + content;
  }

  /** The file's {@code name json} lines, values parsed (a value that is no JSON stays text). */
  private static Map<String, Object> read(TestHost host, String path) {
    Map<String, Object> out = new LinkedHashMap<>();
    for (String line : host.exec("cat", path).assertOk().stdout().split("\n")) {
      int space = line.indexOf(' ');
      String value = line.substring(space + 1);
      try {
        out.put(line.substring(0, space), JsonText.parse(value));
      } catch (JsonText.Malformed | RuntimeException e) {
        out.put(line.substring(0, space), value);
      }
    }
    return out;
  }
}
