package dev.play.module.packages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.Fleet;
import dev.play.fleet.TestHost;
import dev.play.ssh.FleetRun;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Packages for real: a Debian host installs from Debian's mirror (through its own apt sources),
 * each playbook checked, applied and applied again with no change.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PackagesOverSshTest {
  private static Fleet fleet;
  private static Path inventory;

  @BeforeAll
  static void start() {
    fleet = Fleet.start(1);
    inventory = fleet.writeInventory("play");
  }

  @AfterAll
  static void stop() {
    if (fleet != null) {
      fleet.close();
    }
  }

  private static TestHost host() {
    return fleet.host(0);
  }

  @Test
  @Order(1)
  void installFromTheMirrorTwice() {
    Path pb = FleetRun.playbook(fleet, "apt.yml", """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - ansible.builtin.apt:
                name: [jq, less]
                state: present
                update_cache: true
                cache_valid_time: 3600
                install_recommends: false
              register: installed
            - apt: name=jq state=latest
        """);
    host().exec("sh", "-c", "touch -d '1 day ago' /var/lib/apt/lists").assertOk();
    FleetRun.checkApplyTwice(fleet, inventory, pb);
    assertEquals("install ok installed", host().exec("dpkg-query", "-W", "-f=${Status}", "jq").assertOk().out());
    assertEquals("install ok installed", host().exec("dpkg-query", "-W", "-f=${Status}", "less").assertOk().out());
  }

  @Test
  @Order(2)
  void pinRemoveAndPurgeTwice() {
    String version = host().exec("dpkg-query", "-W", "-f=${Version}", "jq").assertOk().out();
    Path pb = FleetRun.playbook(fleet, "apt-remove.yml", """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - apt: name=jq=%s state=present
            - apt: {name: less, state: absent, purge: true}
        """.formatted(version.substring(0, 2) + "*"));
    FleetRun.checkApplyTwice(fleet, inventory, pb);
    assertTrue(host().exec("dpkg-query", "-W", "-f=${Status}", "less").stdout().isEmpty()
        || host().exec("dpkg-query", "-W", "-f=${Status}", "less").stdout().contains("not-installed"));
  }

  @Test
  @Order(3)
  void unknownPackageFailsWithAptsMessage() {
    Path pb = FleetRun.playbook(fleet, "apt-missing.yml", """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - apt: name=no-such-package-play state=present
        """);
    FleetRun.Result r = FleetRun.play(fleet, inventory, pb);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(r.out().contains("E: Unable to locate package no-such-package-play"), r.all());
  }
}
