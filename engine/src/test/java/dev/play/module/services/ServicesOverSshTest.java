package dev.play.module.services;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.SharedFleet;
import dev.play.fleet.SystemdHosts;
import dev.play.ssh.FleetRun;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Services on a host booting systemd as PID 1: each playbook checked, applied, applied again with
 * no change.
 */
@ContainerTest
class ServicesOverSshTest {
  @RegisterExtension static final SharedFleet FLEET = new SharedFleet(() -> SystemdHosts.start(1));

  @Test
  void unitStartedEnabledThenStoppedMaskedTwice() {
    Path up =
        FleetRun.playbook(
            FLEET.fleet(),
            "service-up.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - copy:
                dest: /etc/systemd/system/play-demo.service
                content: |
                  [Unit]
                  Description=play demo
                  [Service]
                  ExecStart=/bin/sleep infinity
                  [Install]
                  WantedBy=multi-user.target
            - ansible.builtin.systemd:
                name: play-demo
                state: started
                enabled: true
                daemon_reload: true
            - service: name=ssh state=started enabled=yes
        """);
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), up);
    assertEquals("active", FLEET.host().exec("systemctl", "is-active", "play-demo").out());
    assertEquals("enabled", FLEET.host().exec("systemctl", "is-enabled", "play-demo").out());
    Path down =
        FleetRun.playbook(
            FLEET.fleet(),
            "service-down.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - systemd: name=play-demo state=stopped enabled=no
            - ansible.builtin.systemd_service: name=systemd-networkd masked=yes
        """);
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), down);
    assertEquals("inactive", FLEET.host().exec("systemctl", "is-active", "play-demo").out());
    assertEquals("masked", FLEET.host().exec("systemctl", "is-enabled", "systemd-networkd").out());
  }

  @Test
  void restartAlwaysChangesAndAMissingUnitIsNamed() {
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "restart.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - systemd: name=ssh state=restarted
            - systemd: name=no-such-unit state=started
        """);
    FleetRun.Result r = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(r.out().contains("changed: [node0]"), r.all());
    assertTrue(
        r.out().contains("Could not find the requested service no-such-unit: node0"), r.all());
  }

  @Test
  void serviceDropsSysvOnlyArgumentsUnderSystemdWithAnsiblesWarning() {
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "service-pattern.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - service: name=ssh state=started pattern=sshd runlevel=3
        """);
    FleetRun.Result r = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(r.out().contains("ok: [node0]"), r.all());
    assertTrue(
        r.all().contains("[WARNING]: Ignoring \"pattern\" as it is not used in \"systemd\""),
        r.all());
    assertTrue(
        r.all().contains("[WARNING]: Ignoring \"runlevel\" as it is not used in \"systemd\""),
        r.all());
  }

  @Test
  void systemdModuleRefusesAHostWithoutSystemd() {
    try (Fleet plain = Fleet.start(1)) {
      Path pb =
          FleetRun.playbook(
              plain,
              "no-systemd.yml",
              """
          - hosts: nodes
            become: true
            gather_facts: false
            tasks:
              - systemd: name=ssh state=started
          """);
      FleetRun.Result r = FleetRun.play(plain, plain.writeInventory("play"), pb);
      assertEquals(2, r.exitCode(), r.all());
      assertTrue(
          r.out().contains("systemd is not the init system of this host; use the service module"),
          r.all());
    }
  }

  @Test
  void waitForPortsAndFiles() {
    FLEET
        .host()
        .exec("sh", "-c", "(sleep 2; echo 'model ready' > /tmp/ready.flag) >/dev/null 2>&1 &")
        .assertOk();
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "wait.yml",
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - wait_for: port=22 timeout=10
            - wait_for: port=2222 state=stopped timeout=5
            - ansible.builtin.wait_for: {path: /tmp/ready.flag, search_regex: "ready", timeout: 20}
              register: waited
            - assert: {that: ["waited.elapsed >= 1"]}
            - wait_for: {path: /tmp/never, timeout: 2, sleep: 1}
        """);
    FleetRun.Result r = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(r.out().contains("Timeout when waiting for file /tmp/never"), r.all());
    assertTrue(r.out().contains("ok=4    changed=0"), r.all());
  }

  @Test
  void timezoneWithTimedatectlTwice() {
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "timezone.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - community.general.timezone: name=Asia/Tokyo
              register: tz
            - assert: {that: ["ansible_check_mode or tz is not changed or tz.msg == 'executed `/usr/bin/timedatectl set-timezone Asia/Tokyo`'"]}
        """);
    try {
      FleetRun.Result first = FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
      assertTrue(
          first.out().contains("-    \"name\": \"Etc/UTC\"\n+    \"name\": \"Asia/Tokyo\""),
          first.all());
      assertTrue(
          FLEET.host().exec("timedatectl", "status").out().contains("Time zone: Asia/Tokyo"));
      assertEquals(
          "../usr/share/zoneinfo/Asia/Tokyo",
          FLEET.host().exec("readlink", "/etc/localtime").out());
    } finally {
      FLEET.host().exec("timedatectl", "set-timezone", "Etc/UTC").assertOk();
    }
  }

  @Test
  void serviceFactsFromSystemdAndSysvScripts() {
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "service-facts.yml",
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - ansible.builtin.service_facts:
            - assert:
                that:
                  - "ansible_facts.services['ssh.service'] == {'name': 'ssh.service', 'state': 'running', 'status': 'enabled', 'source': 'systemd'}"
                  - services['console-getty.service'].status == 'masked'
                  - services['getty@.service'].state == 'unknown'
                  - services['ssh'].source == 'sysv'
        """);
    FleetRun.Result r = FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    assertTrue(r.out().contains("ok=2    changed=0"), r.all());
  }
}
