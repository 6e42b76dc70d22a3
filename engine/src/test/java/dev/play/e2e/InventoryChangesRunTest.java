package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * add_host and group_by on local hosts: what later tasks and plays see, as ansible-playbook 2.14
 * shows it.
 */
class InventoryChangesRunTest {
  @TempDir Path dir;

  private PlayRun play(String playbook, String... args) throws IOException {
    return PlayRun.in(
        dir,
        "[web]\nw1 ansible_connection=local kind=front\nw2 ansible_connection=local kind=front\n"
            + "[db]\nd1 ansible_connection=local kind='back end'\n",
        playbook,
        args);
  }

  private String read(String name) throws IOException {
    return Files.readString(dir.resolve(name));
  }

  @Test
  void anAddedHostRunsInLaterPlaysWithItsVariablesAndOnlyTheFirstHostGetsTheResult()
      throws IOException {
    PlayRun r =
        play(
            """
        - hosts: all
          gather_facts: false
          tasks:
            - add_host:
                name: "n1:2222"
                groups: [fresh, web]
                ansible_connection: local
                role: cache
              register: added
            - add_host: name=n1 groups=fresh
              register: again
            - copy:
                dest: ROOT/seen-{{ inventory_hostname }}
                content: "{{ added is defined }} {{ groups['all'] }} {{ groups.web }} {{ hostvars.n1.role }} {{ hostvars.n1.ansible_ssh_port }}\\n"
        - hosts: fresh
          gather_facts: false
          tasks:
            - copy: {dest: "ROOT/ran-{{ inventory_hostname }}", content: "{{ role }} {{ group_names }}\\n"}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals("True ['n1', 'w1', 'w2', 'd1'] ['w1', 'w2', 'n1'] cache 2222\n", read("seen-w1"));
    assertEquals("False ['n1', 'w1', 'w2', 'd1'] ['w1', 'w2', 'n1'] cache 2222\n", read("seen-d1"));
    assertEquals("cache ['fresh', 'web']\n", read("ran-n1"));
    assertTrue(r.changedLines().contains("TASK [add_host] changed: [w1]"), r.all());
    assertEquals(1, r.changedLines().stream().filter(l -> l.contains("add_host")).count(), r.all());
  }

  @Test
  void groupByGroupsEachHostByItsOwnKeyUnderItsParents() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: all
          gather_facts: false
          tasks:
            - group_by: {key: "kind_{{ kind }}", parents: [tiers]}
            - group_by: {key: "kind_{{ kind }}", parents: [tiers]}
              register: second
            - copy:
                dest: ROOT/names-{{ inventory_hostname }}
                content: "{{ group_names }} {{ groups.tiers }} {{ second.changed }} {{ groups.keys() | list }}\\n"
        - hosts: kind_back-end
          gather_facts: false
          tasks:
            - copy: {dest: "ROOT/back-{{ inventory_hostname }}", content: "x"}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals(
        "['kind_front', 'tiers', 'web'] ['w1', 'w2', 'd1'] False "
            + "['all', 'ungrouped', 'web', 'db', 'kind_front', 'tiers', 'kind_back-end']\n",
        read("names-w1"));
    assertEquals(
        "['db', 'kind_back-end', 'tiers'] ['w1', 'w2', 'd1'] False "
            + "['all', 'ungrouped', 'web', 'db', 'kind_front', 'tiers', 'kind_back-end']\n",
        read("names-d1"));
    assertTrue(
        Files.exists(dir.resolve("back-d1")) && !Files.exists(dir.resolve("back-w1")), r.all());
    assertEquals(
        List.of(
            "TASK [group_by] changed: [w1]",
            "TASK [group_by] changed: [w2]",
            "TASK [group_by] changed: [d1]"),
        r.changedLines().subList(0, 3),
        r.all());
    assertTrue(
        r.out()
            .contains("[WARNING]: Invalid characters were found in group names but not replaced"),
        r.all());
  }

  @Test
  void groupVarsOfAGroupMadeDuringTheRunApplyToItsHosts() throws IOException {
    Files.createDirectories(dir.resolve("group_vars"));
    Files.writeString(dir.resolve("group_vars/made.yml"), "note: from group_vars\n");
    PlayRun r =
        play(
            """
        - hosts: web
          gather_facts: false
          tasks:
            - group_by: {key: made}
              when: inventory_hostname == 'w2'
            - add_host: {name: n1, groups: made, ansible_connection: local}
        - hosts: made
          gather_facts: false
          tasks:
            - copy: {dest: "ROOT/note-{{ inventory_hostname }}", content: "{{ note }}"}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals("from group_vars", read("note-w2"), r.all());
    assertEquals("from group_vars", read("note-n1"), r.all());
    assertFalse(Files.exists(dir.resolve("note-w1")), r.all());
  }

  @Test
  void bothAddInCheckModeAndALoopAddsOneHostPerItem() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: localhost
          gather_facts: false
          tasks:
            - group_by: key=controller
            - add_host: name={{ item }} groups=extra ansible_connection=local
              loop: [x1, x2, x1]
              register: looped
            - assert:
                that:
                  - looped.results | map(attribute='changed') | list == [true, true, false]
                  - groups.extra == ['x1', 'x2']
                  - group_names == ['controller']
        - hosts: extra:controller
          gather_facts: false
          tasks:
            - debug: {msg: "in {{ group_names }}"}
        """,
            "--check");
    assertEquals(0, r.exitCode(), r.all());
    for (String host : List.of("x1", "x2", "localhost")) {
      assertTrue(r.out().contains("ok: [" + host + "] => {"), host + "\n" + r.all());
    }
    assertEquals(2, r.changed("localhost"), r.all());
  }

  @Test
  void asAHandlerAddHostRunsOnEveryNotifiedHostAsInAnsible() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: web
          gather_facts: false
          tasks:
            - debug: {msg: go}
              changed_when: true
              notify: add
          handlers:
            - name: add
              add_host: {name: h9, groups: late, ansible_connection: local}
        - hosts: late
          gather_facts: false
          tasks:
            - copy: {dest: "ROOT/late-{{ inventory_hostname }}", content: "x"}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(
        r.out().contains("RUNNING HANDLER [add] ***")
            && r.out().contains("changed: [w1]\nok: [w2]"),
        r.all());
    assertTrue(Files.exists(dir.resolve("late-h9")), r.all());
  }

  @Test
  void underTheFreeStrategyAddHostFailsAsAnsibleRefusesIt() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: web
          gather_facts: false
          strategy: free
          tasks:
            - group_by: {key: free}
            - add_host: {name: h9}
        """);
    assertEquals(2, r.exitCode(), r.all());
    assertEquals(2, r.failed("w1") + r.failed("w2"), r.all());
    assertTrue(
        r.out()
            .contains(
                "The 'add_host' module bypasses the host loop, which is currently not supported in the "
                    + "free strategy"),
        r.all());
  }

  @Test
  void badArgumentsFailTheTaskWithAnsiblesMessages() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: w1
          gather_facts: false
          tasks:
            - add_host: {groups: x}
              ignore_errors: true
            - group_by: {parents: x}
              ignore_errors: true
            - group_by: {key: a, parents: b}
            - group_by: {key: b, parents: a}
        """);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(r.out().contains("name, host or hostname needs to be provided"), r.all());
    assertTrue(r.out().contains("the 'key' param is required when using group_by"), r.all());
    assertTrue(
        r.out().contains("Adding group 'b' as child to 'a' creates a recursive dependency loop."),
        r.all());
  }
}
