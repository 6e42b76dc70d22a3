package dev.play.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.KeyType;
import dev.play.fleet.TestHost;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code remote_user}, {@code port}, {@code connection}, {@code become_exe} and {@code
 * become_flags} on real OpenSSH hosts, with Ansible's precedence: connection variables ({@code
 * ansible_user}, {@code ansible_port}) beat the keywords, which beat {@code -u}; the innermost
 * keyword wins; a delegated task reaches its host with that host's variables.
 */
@ContainerTest
class ConnectionKeywordsTest {
  private static Fleet fleet;

  @BeforeAll
  static void start() {
    fleet = Fleet.start(2);
    for (TestHost h : fleet.hosts()) {
      h.exec(
              "sh",
              "-c",
              "useradd --create-home --shell /bin/sh ubuntu && mkdir -p -m 0700 /home/ubuntu/.ssh"
                  + " && cp /home/play/.ssh/authorized_keys /home/ubuntu/.ssh/ && chown -R ubuntu: /home/ubuntu/.ssh"
                  + " && echo 'ubuntu ALL=(ALL:ALL) NOPASSWD: ALL' > /etc/sudoers.d/ubuntu && chmod 0440 /etc/sudoers.d/ubuntu"
                  + " && printf '#!/bin/sh\\necho \"$*\" >> /tmp/other-sudo.log\\nexec sudo \"$@\"\\n' > /usr/local/bin/other-sudo"
                  + " && chmod 0755 /usr/local/bin/other-sudo")
          .assertOk();
    }
  }

  @AfterAll
  static void stop() {
    if (fleet != null) {
      fleet.close();
    }
  }

  /** An inventory of both hosts, each line without {@code drop} (e.g. its ansible_user). */
  private static Path inventory(String name, String drop) throws IOException {
    StringBuilder s = new StringBuilder("[nodes]\n");
    for (TestHost h : fleet.hosts()) {
      s.append(h.inventoryLine("play", KeyType.ED25519).replaceAll(drop, "")).append('\n');
    }
    return Files.writeString(fleet.dir().resolve(name), s.toString());
  }

  private static FleetRun.Result run(Path inventory, String playbook, String... args) {
    return FleetRun.play(
        fleet, inventory, FleetRun.playbook(fleet, "keywords.yml", playbook), args);
  }

  @Test
  void remoteUserLogsInAsThatUserAndTheInnermostWins() throws IOException {
    FleetRun.Result r =
        run(
            inventory("no-user.ini", " ansible_user=\\S+"),
            """
        - hosts: nodes
          remote_user: ubuntu
          tasks:
            - command: id -un
              register: play_level
            - block:
                - command: id -un
                  register: block_level
                - command: id -un
                  register: task_level
                  remote_user: play
              remote_user: play
            - assert:
                that:
                  - play_level.stdout == 'ubuntu'
                  - block_level.stdout == 'play'
                  - task_level.stdout == 'play'
                  - ansible_facts.user_id == 'ubuntu'
        """);
    assertEquals(0, r.exitCode(), r.all());
  }

  @Test
  void theInventorysUserBeatsTheKeywordWhichBeatsTheCommandLine() throws IOException {
    FleetRun.Result inv =
        run(
            inventory("user.ini", "^$"),
            """
        - hosts: nodes
          gather_facts: false
          remote_user: ubuntu
          tasks:
            - command: id -un
              register: who
            - assert: {that: "who.stdout == 'play'"}
        """,
            "-u",
            "ubuntu");
    assertEquals(0, inv.exitCode(), inv.all());
    FleetRun.Result cli =
        run(
            inventory("no-user.ini", " ansible_user=\\S+"),
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - command: id -un
              register: cli
            - command: id -un
              register: keyword
              remote_user: ubuntu
            - assert: {that: ["cli.stdout == 'play'", "keyword.stdout == 'ubuntu'"]}
        """,
            "-u",
            "play");
    assertEquals(0, cli.exitCode(), cli.all());
  }

  @Test
  void portReachesAHostOnAnotherPortUnlessTheInventorySetsOne() throws IOException {
    TestHost h = fleet.host(0);
    String line = h.inventoryLine("play", KeyType.ED25519).replaceAll(" ansible_port=\\S+", "");
    Path noPort =
        Files.writeString(
            fleet.dir().resolve("no-port.ini"),
            "[nodes]\n" + line + " ssh_port=" + h.port() + " ansible_ssh_retries=0\n");
    String playbook =
        """
        - hosts: nodes
          gather_facts: false
          port: PORT
          tasks:
            - command: id -un
        """;
    assertEquals(0, run(noPort, playbook.replace("PORT", "\"{{ ssh_port }}\"")).exitCode());
    assertEquals(
        3, run(noPort, playbook.replace("PORT", "1")).exitCode(), "nothing listens on port 1");
    FleetRun.Result withPort = run(inventory("port.ini", "^$"), playbook.replace("PORT", "1"));
    assertEquals(0, withPort.exitCode(), "ansible_port beats the keyword\n" + withPort.all());
  }

  @Test
  void aDelegatedTaskUsesTheDelegatedHostsVariablesWithTheKeywordBelowThem() throws IOException {
    TestHost other = fleet.host(1);
    Path inv =
        Files.writeString(
            fleet.dir().resolve("delegate.ini"),
            "[nodes]\n"
                + fleet.host(0).inventoryLine("play", KeyType.ED25519)
                + "\n[others]\n"
                + other.inventoryLine("play", KeyType.ED25519).replaceAll(" ansible_user=\\S+", "")
                + "\n");
    String otherName = other.exec("cat", "/etc/hostname").assertOk().stdout().strip();
    FleetRun.Result r =
        run(
            inv,
            """
        - hosts: nodes
          gather_facts: false
          connection: local
          remote_user: ubuntu
          tasks:
            - command: cat /etc/hostname
              delegate_to: OTHER
              register: there
            - command: id -un
              delegate_to: OTHER
              register: as
            - command: id -un
              register: own
            - assert:
                that:
                  - there.stdout == 'OTHER_NAME'
                  - as.stdout == 'ubuntu'
                  - own.stdout == lookup('pipe', 'id -un')
        """
                .replace("OTHER_NAME", otherName)
                .replace("OTHER", other.name()));
    assertEquals(0, r.exitCode(), r.all());
  }

  @Test
  void aTaskOfAnSshPlayRunsHereWithConnectionLocal() throws IOException {
    Path marker = Files.writeString(fleet.dir().resolve("only-here"), "x");
    FleetRun.Result r =
        run(
            inventory("local.ini", "^$"),
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - stat: {path: MARKER}
              register: remote
            - stat: {path: MARKER}
              register: here
              connection: local
            - assert: {that: ["not remote.stat.exists", "here.stat.exists"]}
        """
                .replace("MARKER", marker.toString()));
    assertEquals(0, r.exitCode(), r.all());
  }

  @Test
  void becomeExeAndBecomeFlagsReachSudo() throws IOException {
    FleetRun.Result r =
        run(
            inventory("become.ini", "^$"),
            """
        - hosts: nodes
          gather_facts: false
          become: true
          become_exe: /usr/local/bin/other-sudo
          tasks:
            - shell: echo $HOME
              register: default_flags
            - shell: echo $HOME
              become_flags: -E
              register: given_flags
            - command: "true"
              become_exe: /nonexistent/sudo
              register: missing
              ignore_errors: true
            - assert:
                that:
                  - default_flags.stdout == '/root'
                  - given_flags.stdout == '/home/play'
                  - missing is failed
        """);
    assertEquals(0, r.exitCode(), r.all());
    String log = fleet.host(0).exec("cat", "/tmp/other-sudo.log").assertOk().stdout();
    assertTrue(log.contains("-S -p [sudo via play") && log.contains("-E -u root"), log);
  }

  @Test
  void becomeUserAndMethodAtEachLevel() throws IOException {
    Files.createDirectories(fleet.dir().resolve("roles/who/tasks"));
    Files.writeString(
        fleet.dir().resolve("roles/who/tasks/main.yml"),
        """
        - command: id -un
          register: in_role
        """);
    FleetRun.Result r =
        run(
            inventory("escalate.ini", "^$"),
            """
        - hosts: nodes
          gather_facts: false
          become: true
          roles:
            - role: who
              become_user: ubuntu
          tasks:
            - command: id -un
              register: play_level
            - block:
                - command: id -un
                  register: block_level
                - command: id -un
                  register: su_task
                  become_method: su
                  vars: {ansible_user: root}
              become_user: ubuntu
            - command: id -un
              register: not_escalated
              become: false
            - assert:
                that:
                  - in_role.stdout == 'ubuntu'
                  - play_level.stdout == 'root'
                  - block_level.stdout == 'ubuntu'
                  - su_task.stdout == 'ubuntu'
                  - not_escalated.stdout == 'play'
        """);
    assertEquals(0, r.exitCode(), r.all());
  }

  @Test
  void twoUsersOnOneHostGetTwoConnectionsInOneRun() throws IOException {
    FleetRun.Result r =
        run(
            inventory("two.ini", " ansible_user=\\S+"),
            """
        - hosts: nodes
          gather_facts: false
          remote_user: play
          tasks:
            - command: id -un
              register: first
            - command: id -un
              remote_user: ubuntu
              register: second
            - command: id -un
              register: third
            - assert: {that: ["first.stdout == 'play'", "second.stdout == 'ubuntu'", "third.stdout == 'play'"]}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(r.out().contains("ok=4"), r.all());
  }
}
