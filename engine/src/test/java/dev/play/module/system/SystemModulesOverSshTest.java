package dev.play.module.system;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.SharedFleet;
import dev.play.ssh.FleetRun;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Kernel, mount and module settings on a real Debian host over SSH, each playbook checked, applied,
 * then applied again with no change. The container's /proc/sys is read-only: live values are
 * refused there, which the reload test shows as Ansible reports it.
 */
@ContainerTest
class SystemModulesOverSshTest {
  // CAP_SYS_ADMIN lets the mount tests mount tmpfs and bind mounts inside the container.
  @RegisterExtension
  static final SharedFleet FLEET =
      new SharedFleet(
          () ->
              Fleet.builder()
                  .hosts(1)
                  .configure(
                      c ->
                          c.withCreateContainerCmdModifier(
                              cmd ->
                                  cmd.getHostConfig()
                                      .withCapAdd(
                                          com.github.dockerjava.api.model.Capability.SYS_ADMIN)))
                  .start());

  @Test
  void sysctlDropInFileTwice() {
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "sysctl.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - ansible.posix.sysctl: name=net.core.rmem_max value=134217728 sysctl_file=/etc/sysctl.d/90-roce.conf reload=no
            - sysctl:
                name: net.ipv4.tcp_rmem
                value: "4096 87380 33554432"
                sysctl_file: /etc/sysctl.d/90-roce.conf
                reload: false
            - sysctl: {name: vm.swappiness, state: absent, sysctl_file: /etc/sysctl.d/90-roce.conf, reload: false}
        """);
    FLEET
        .host()
        .exec("sh", "-c", "printf '# tuned\\nvm.swappiness = 60\\n' > /etc/sysctl.d/90-roce.conf")
        .assertOk();
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(
        "# tuned\nnet.core.rmem_max=134217728\nnet.ipv4.tcp_rmem=4096 87380 33554432\n",
        FLEET.host().exec("cat", "/etc/sysctl.d/90-roce.conf").assertOk().stdout());
  }

  @Test
  void reloadOnAReadOnlyKernelFailsUnlessErrorsAreIgnored() {
    Path failing =
        FleetRun.playbook(
            FLEET.fleet(),
            "reload.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - sysctl: name=net.ipv4.ip_forward value=1 sysctl_file=/etc/sysctl.d/91-forward.conf
        """);
    FleetRun.Result r = FleetRun.play(FLEET.fleet(), FLEET.inventory(), failing);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(r.out().contains("Failed to reload sysctl: "), r.all());
    assertTrue(r.out().contains("permission denied on key"), r.all());
    Path ignoring =
        FleetRun.playbook(
            FLEET.fleet(),
            "reload-ignored.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - sysctl: name=net.ipv4.ip_forward value=1 sysctl_file=/etc/sysctl.d/91-forward.conf ignoreerrors=yes
        """);
    FleetRun.Result ok = FleetRun.play(FLEET.fleet(), FLEET.inventory(), ignoring);
    assertEquals(0, ok.exitCode(), ok.all());
    assertEquals(
        "net.ipv4.ip_forward=1\n",
        FLEET.host().exec("cat", "/etc/sysctl.d/91-forward.conf").assertOk().stdout());
  }

  @Test
  void modprobePersistenceTwice() {
    FLEET
        .host()
        .exec(
            "sh",
            "-c",
            "mkdir -p /etc/modules-load.d && printf 'ib_umad\\nib_ipoib\\n' > /etc/modules-load.d/rdma.conf")
        .assertOk();
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "modprobe.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - community.general.modprobe: name=rdma_ucm state=absent persistent=present params="debug=0"
            - modprobe: {name: ib_umad, state: absent, persistent: absent}
        """);
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(
        "rdma_ucm\n",
        FLEET.host().exec("cat", "/etc/modules-load.d/rdma_ucm.conf").assertOk().stdout());
    assertEquals(
        "options rdma_ucm debug=0\n",
        FLEET.host().exec("cat", "/etc/modprobe.d/rdma_ucm.conf").assertOk().stdout());
    assertEquals(
        "ib_ipoib\n",
        FLEET.host().exec("cat", "/etc/modules-load.d/rdma.conf").assertOk().stdout());
  }

  @Test
  void loadingWithoutModprobeIsAClearFailure() {
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "modprobe-load.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - modprobe: name=rdma_ucm
        """);
    FleetRun.Result r = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(
        r.out().contains("modprobe: the modprobe command is missing on the host (kmod package)"),
        r.all());
  }

  @Test
  void mountsInFstabAndLiveTwice() {
    Path up =
        FleetRun.playbook(
            FLEET.fleet(),
            "mount.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - file: path=/srv/models state=directory
            - mount: path=/data src=10.0.0.10:/data fstype=nfs opts=vers=4.2,noatime state=present
            - mount: path=/scratch src=tmpfs fstype=tmpfs opts=size=16m state=mounted
            - ansible.posix.mount: {path: /mnt/models, src: /srv/models, fstype: none, opts: bind, state: mounted}
        """);
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), up);
    assertEquals(
        "tmpfs",
        FLEET.host().exec("findmnt", "-n", "-o", "FSTYPE", "/scratch").assertOk().out().strip());
    assertEquals(
        "/mnt/models",
        FLEET.host().exec("findmnt", "-n", "-o", "TARGET", "/mnt/models").assertOk().out());
    assertTrue(
        FLEET
            .host()
            .exec("cat", "/etc/fstab")
            .assertOk()
            .stdout()
            .endsWith(
                "10.0.0.10:/data /data nfs vers=4.2,noatime 0 0\n"
                    + "tmpfs /scratch tmpfs size=16m 0 0\n"
                    + "/srv/models /mnt/models none bind 0 0\n"));
    Path down =
        FleetRun.playbook(
            FLEET.fleet(),
            "umount.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - mount: path=/scratch state=unmounted
            - mount: path=/mnt/models state=absent
        """);
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), down);
    assertEquals(1, FLEET.host().exec("findmnt", "/scratch").exitCode());
    assertEquals(1, FLEET.host().exec("findmnt", "/mnt/models").exitCode());
    assertTrue(
        FLEET
            .host()
            .exec("cat", "/etc/fstab")
            .assertOk()
            .stdout()
            .endsWith("tmpfs /scratch tmpfs size=16m 0 0\n"));
  }

  @Test
  void hostnameFileAndLiveTwice() {
    // sudo resolves the host's name: without this line every later command waits for DNS.
    FLEET
        .host()
        .exec("sh", "-c", "echo '127.0.1.1 gpu-node-07.cluster.local gpu-node-07' >> /etc/hosts")
        .assertOk();
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "hostname.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - ansible.builtin.hostname: name=gpu-node-07.cluster.local use=debian
            - copy: content="{{ ansible_hostname }}" dest=/tmp/short-name
        """);
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(
        "gpu-node-07.cluster.local\n",
        FLEET.host().exec("cat", "/etc/hostname").assertOk().stdout());
    assertEquals("gpu-node-07.cluster.local", FLEET.host().exec("hostname").assertOk().out());
    assertEquals("gpu-node-07", FLEET.host().exec("cat", "/tmp/short-name").assertOk().out());
  }

  @Test
  void timezoneWithoutSystemdTwice() {
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "timezone.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - community.general.timezone: {name: Europe/Paris}
            - timezone: {name: Mars/Olympus}
              register: unknown
              ignore_errors: true
            - assert: {that: ["unknown is failed", "'\\"Mars/Olympus\\" is not available' in unknown.msg"]}
        """);
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals("Europe/Paris\n", FLEET.host().exec("cat", "/etc/timezone").assertOk().stdout());
    assertEquals(
        "/usr/share/zoneinfo/Europe/Paris",
        FLEET.host().exec("readlink", "/etc/localtime").assertOk().out());
    assertEquals("CET", FLEET.host().exec("date", "+%Z", "-d", "2024-01-01").assertOk().out());
  }

  @Test
  void getentReadsUsersAndHostsAsAnsible() {
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "getent.yml",
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - ansible.builtin.getent: {database: passwd, key: play}
            - getent: {database: group}
            - getent: {database: hosts, key: localhost}
            - getent: {database: services, key: nothing-here, fail_key: false}
              register: missing
            - getent: {database: pets}
              register: unknown
              ignore_errors: true
            - copy:
                dest: /tmp/getent.txt
                content: |
                  {{ getent_passwd.play[4] }} {{ getent_passwd.play[5] }} {{ getent_group.sudo[2] }}
                  {{ getent_hosts.values() | first | first }} {{ missing.msg }}
                  {{ unknown.msg }}
        """);
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(
        "/home/play /bin/bash "
            + FLEET.host().exec("sh", "-c", "getent group sudo | cut -d: -f4").out()
            + "\n"
            + "localhost One or more supplied key could not be found in the database.\n"
            + "Missing arguments, or database unknown.\n",
        FLEET.host().exec("cat", "/tmp/getent.txt").assertOk().stdout());
  }
}
