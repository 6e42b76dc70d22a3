package dev.play.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.KeyType;
import dev.play.fleet.TestHost;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Key and password login, and become with and without a sudo password, on real OpenSSH hosts. */
@ContainerTest
class SshAuthAndBecomeTest {
  private static Fleet fleet;

  @BeforeAll
  static void start() {
    fleet = Fleet.start(2);
  }

  @AfterAll
  static void stop() {
    if (fleet != null) {
      fleet.close();
    }
  }

  private static final String WHOAMI =
      """
      - hosts: nodes
        gather_facts: false
        tasks:
          - command: id -un
            register: who
          - assert: {that: "who.stdout == expected"}
      """;

  @Test
  void everyKeyTypeLogsIn() throws Exception {
    Path pb = FleetRun.playbook(fleet, "whoami.yml", WHOAMI);
    for (KeyType key : KeyType.values()) {
      Path inv = fleet.writeInventory(fleet.dir().resolve("keys-" + key + ".ini"), "play", key);
      FleetRun.Result r = FleetRun.play(fleet, inv, pb, "-e", "expected=play");
      assertEquals(0, r.exitCode(), key + "\n" + r.all());
    }
  }

  @Test
  void passwordLoginAndSudoPasswordNeverShown() throws Exception {
    Path inv =
        Files.writeString(fleet.dir().resolve("pw.ini"), "[nodes]\n" + passwordLine(fleet.host(0)));
    Path pb =
        FleetRun.playbook(
            fleet,
            "become.yml",
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - command: id -un
              become: true
              register: who
              changed_when: false
            - assert: {that: "who.stdout == 'root'"}
            - copy: {content: "secret\\n", dest: /etc/play-root-only, mode: "0600"}
              become: true
        """);
    FleetRun.Result noPassword = FleetRun.play(fleet, inv, pb);
    assertEquals(2, noPassword.exitCode(), noPassword.all());
    assertTrue(noPassword.out().contains("sudo requires a password"), noPassword.all());

    FleetRun.Result wrong = FleetRun.play(fleet, inv, pb, "-e", "ansible_become_password=not-it");
    assertEquals(2, wrong.exitCode(), wrong.all());
    assertTrue(wrong.out().contains("incorrect sudo password"), wrong.all());
    assertFalse(wrong.all().contains("not-it"), wrong.all());

    FleetRun.Result right = FleetRun.play(fleet, inv, pb, "-e", "ansible_become_password=sudopass");
    assertEquals(0, right.exitCode(), right.all());
    assertFalse(right.all().contains("sudopass") || right.all().contains("loginpass"), right.all());
    assertEquals(
        "600 root", fleet.host(0).exec("stat", "-c", "%a %U", "/etc/play-root-only").out().strip());
    assertEquals(
        0, FleetRun.play(fleet, inv, pb, "-e", "ansible_become_password=sudopass").changed());
  }

  @Test
  void passwordlessSudoWithBecomeFlag() throws Exception {
    Path inv = fleet.writeInventory("play");
    Path pb =
        FleetRun.playbook(
            fleet,
            "b.yml",
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - lineinfile: {path: /etc/play-flag, line: "set by play", create: true}
        """);
    FleetRun.Result first = FleetRun.play(fleet, inv, pb, "-b");
    assertEquals(0, first.exitCode(), first.all());
    assertEquals(2, first.changed());
    assertEquals(0, FleetRun.play(fleet, inv, pb, "-b").changed());
    FleetRun.Result unprivileged =
        FleetRun.play(
            fleet,
            inv,
            FleetRun.playbook(
                fleet,
                "c.yml",
                """
        - hosts: nodes
          gather_facts: false
          tasks:
            - lineinfile: {path: /etc/play-flag2, line: x, create: true}
        """));
    assertEquals(2, unprivileged.exitCode(), unprivileged.all());
  }

  private static String passwordLine(TestHost h) {
    return h.name()
        + " ansible_host="
        + h.address()
        + " ansible_port="
        + h.port()
        + " ansible_user=pwuser ansible_password=loginpass\n";
  }
}
