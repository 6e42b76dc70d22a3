package dev.play.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.KeyType;
import dev.play.fleet.SharedFleet;
import dev.play.fleet.TestHost;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A host that add_host puts in the inventory is reached over SSH by a later play, with the
 * variables it was given.
 */
@ContainerTest
class AddedHostOverSshTest {
  @RegisterExtension static final SharedFleet FLEET = new SharedFleet(() -> Fleet.start(1));

  @Test
  void aLaterPlayConnectsWithTheAddedAddressPortUserAndKey() throws Exception {
    TestHost target = FLEET.host();
    Fleet fleet = FLEET.fleet();
    Path inv =
        Files.writeString(
            fleet.dir().resolve("controller.ini"), "controller ansible_connection=local\n");
    Path pb =
        FleetRun.playbook(
            fleet,
            "added.yml",
            """
        - hosts: controller
          gather_facts: false
          tasks:
            - add_host:
                name: "web-added:%d"
                groups: remote
                ansible_ssh_host: %s
                ansible_user: play
                ansible_ssh_private_key_file: %s
        - hosts: remote
          gather_facts: false
          tasks:
            - copy: {content: "reached {{ inventory_hostname }} {{ ansible_ssh_port }}\\n", dest: /tmp/added-host}
        """
                .formatted(
                    target.port(), target.address(), fleet.keys().privateKey(KeyType.ED25519)));
    FleetRun.Result r = FleetRun.play(fleet, inv, pb);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals(
        "reached web-added " + target.port(), target.exec("cat", "/tmp/added-host").out().strip());
  }
}
