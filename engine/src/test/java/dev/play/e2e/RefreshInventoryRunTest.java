package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code meta: refresh_inventory} on local hosts: a task rewrites the inventory file, the refresh
 * reads it again; what the rest of the play and a later play see, as ansible-playbook 2.14 shows it
 * for the same playbook (the expected files are what it wrote).
 */
class RefreshInventoryRunTest {
  @TempDir Path dir;

  private static final String REWRITE =
      """
      - hosts: all
        gather_facts: false
        tasks:
          - add_host: {name: added, ansible_connection: local, groups: [extra]}
          - group_by: {key: "by_{{ v }}"}
          - copy:
              dest: ROOT/hosts.ini
              content: |
                [grp]
                a ansible_connection=local v=new
                b ansible_connection=local v=bee
                [other]
                a
          - meta: refresh_inventory
            when: false
          - copy:
              dest: "ROOT/first-{{ inventory_hostname }}"
              content: "v={{ v }} groups={{ groups }} group_names={{ group_names }} added={{ hostvars.added.ansible_connection }}\\n"
      - hosts: all
        gather_facts: false
        tasks:
          - copy: {dest: "ROOT/second-{{ inventory_hostname }}", content: "{{ v | default('none') }} {{ group_names }}\\n"}
      """;

  private String read(String name) throws IOException {
    return Files.readString(dir.resolve(name));
  }

  @Test
  void theRewrittenInventoryIsReadAgainWithWhatAddHostAndGroupByAdded() throws IOException {
    PlayRun r = new RunDir(dir).play("[grp]\na ansible_connection=local v=old\n", REWRITE);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals(
        "v=new groups={'all': ['added', 'a', 'b'], 'ungrouped': [], 'grp': ['a', 'b'], 'other': ['a'],"
            + " 'extra': ['added'], 'by_old': ['a']} group_names=['by_old', 'grp', 'other'] added=local\n",
        read("first-a"),
        "the refreshed variables and groups at once, add_host's host and group_by's group kept");
    assertFalse(
        Files.exists(dir.resolve("first-b")), "the play's hosts stay those it started with");
    assertEquals("new ['by_old', 'grp', 'other']\n", read("second-a"));
    assertEquals("bee ['grp']\n", read("second-b"), "a later play runs on the new host");
    assertEquals("none ['extra']\n", read("second-added"));
    assertTrue(
        r.out().contains("[WARNING]: refresh_inventory task does not support when conditional"),
        r.all());
  }

  @Test
  void withoutAnInventoryChangeNothingChanges() throws IOException {
    PlayRun r =
        new RunDir(dir)
            .play(
                "[grp]\na ansible_connection=local v=old\n",
                """
        - hosts: all
          gather_facts: false
          tasks:
            - meta: refresh_inventory
            - copy: {dest: "ROOT/after-{{ inventory_hostname }}", content: "{{ v }} {{ groups['all'] }}\\n"}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals("old ['a']\n", read("after-a"));
    assertFalse(r.all().contains("WARNING"), r.all());
  }

  @Test
  void anInventoryThatNoLongerParsesStopsTheRunNamingItsLine() throws IOException {
    PlayRun r =
        new RunDir(dir)
            .play(
                "[grp]\na ansible_connection=local\n",
                """
        - hosts: all
          gather_facts: false
          tasks:
            - copy: {dest: ROOT/hosts.ini, content: "[grp\\na\\n"}
            - meta: refresh_inventory
            - copy: {dest: ROOT/never, content: x}
        """);
    assertEquals(4, r.exitCode(), r.all());
    assertTrue(
        r.err().startsWith(dir.resolve("hosts.ini") + ":1:1: error: bad inventory line: "),
        r.all());
    assertTrue(
        r.err()
            .contains(
                " (read again by meta: refresh_inventory at " + dir.resolve("pb.yml") + ":5:7)\n"),
        r.all());
    assertFalse(Files.exists(dir.resolve("never")));
  }
}
