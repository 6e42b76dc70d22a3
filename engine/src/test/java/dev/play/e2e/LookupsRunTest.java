package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Lookups and {@code with_<lookup>} loops in real runs on the local connection, through the command
 * line: results in {@code debug}, loops over controller files, a stored password, side effects that
 * wait for their task, and errors naming the task.
 */
class LookupsRunTest {
  @TempDir Path dir;

  private PlayRun play(String playbook, String... args) throws IOException {
    return new RunDir(dir)
        .play(
            "[nodes]\nh1 ansible_connection=local\nh2 ansible_connection=local\n[db]\nd1 ansible_connection=local\n",
            playbook,
            args);
  }

  private void write(String name, String text) throws IOException {
    new RunDir(dir).write(name, text);
  }

  @Test
  void lookupResultsInTemplatesConditionsAndVariables() throws IOException {
    write("files/motd.txt", "  welcome  \n");
    write("templates/hosts.j2", "{% for h in groups['nodes'] %}{{ h }} {% endfor %}");
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          vars:
            home: "{{ lookup('env', 'HOME') }}"
          tasks:
            - debug: {msg: "{{ lookup('file', 'motd.txt') }}|{{ home }}"}
            - debug: {msg: "{{ lookup('template', 'hosts.j2') }}"}
            - debug: {msg: "{{ query('inventory_hostnames', 'all:!h2') }}"}
            - debug: {msg: "{{ lookup('pipe', 'echo piped') }} {{ q('sequence', '2-3') | join('+') }}"}
            - debug: {msg: conditioned}
              when: lookup('env', 'HOME') == home and query('items', 1, 2) | length == 2
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(r.out().contains("\"msg\": \"  welcome|" + System.getenv("HOME") + "\""), r.all());
    assertTrue(r.out().contains("\"msg\": \"h1 h2 \""), r.all());
    assertTrue(r.out().contains("\"msg\": [\n        \"h1\",\n        \"d1\"\n    ]"), r.all());
    assertTrue(r.out().contains("\"msg\": \"piped 2+3\""), r.all());
    assertTrue(r.out().contains("\"msg\": \"conditioned\""), r.all());
  }

  @Test
  void withFileglobCopiesEachMatchingFile() throws IOException {
    write("files/conf/a.conf", "A");
    write("files/conf/b.conf", "B");
    write("files/conf/c.txt", "C");
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - file: {path: ROOT/out, state: directory}
            - copy: {src: "{{ item }}", dest: "ROOT/out/"}
              with_fileglob: ["conf/*.conf"]
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals("A", Files.readString(dir.resolve("out/a.conf")));
    assertEquals("B", Files.readString(dir.resolve("out/b.conf")));
    assertFalse(Files.exists(dir.resolve("out/c.txt")));
    assertTrue(
        r.out().contains("changed: [h1] => (item=" + dir.resolve("files/conf/a.conf") + ")"),
        r.all());
  }

  @Test
  void withLookupLoops() throws IOException {
    write("vars/common.yml", "x: 1\n");
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          vars:
            users: {alice: 1, bob: 2}
          tasks:
            - debug: {msg: "seq {{ item }}"}
              with_sequence: start=1 end=3 format=node%02d
            - debug: {msg: "dict {{ item.key }}={{ item.value }}"}
              with_dict: "{{ users }}"
            - debug: {msg: "indexed {{ item.0 }}:{{ item.1 }}"}
              with_indexed_items: [a, b]
            - debug: {msg: "host {{ item }}"}
              with_inventory_hostnames: nodes
            - debug: {msg: "line {{ item }}"}
              with_lines: printf 'one\\ntwo\\n'
            - debug: {msg: "found {{ item | basename }}"}
              with_first_found:
                - files: ["{{ undefined_distribution }}.yml", "common.yml"]
                  paths: [vars]
                - files: [common.yml]
                  paths: [vars]
            - debug: {msg: "random {{ item }}"}
              with_random_choice: [x, y, z]
              register: picked
            - debug: {msg: "tree {{ item.path }} {{ item.state }}"}
              with_filetree: vars
        """);
    assertEquals(0, r.exitCode(), r.all());
    for (String expected :
        List.of(
            "seq node01",
            "seq node03",
            "dict alice=1",
            "dict bob=2",
            "indexed 1:b",
            "host h2",
            "line one",
            "line two",
            "found common.yml",
            "tree common.yml file")) {
      assertTrue(r.out().contains("\"msg\": \"" + expected + "\""), expected + " in\n" + r.all());
    }
    assertFalse(r.out().contains("host d1"), r.all());
    String random = r.out().substring(r.out().indexOf("\"msg\": \"random "));
    assertEquals(
        random,
        play(Files.readString(dir.resolve("pb.yml")))
            .out()
            .substring(r.out().indexOf("\"msg\": \"random ")),
        "the same choice again for the same host");
  }

  @Test
  void aPasswordFileIsCreatedOnceAndReused() throws IOException {
    String pb =
        """
        - hosts: nodes
          gather_facts: false
          tasks:
            - set_fact: {pw: "{{ lookup('password', 'creds/admin length=16 chars=ascii_letters') }}"}
            - copy: {content: "{{ pw }}", dest: "ROOT/seen-{{ inventory_hostname }}"}
        """;
    PlayRun first = play(pb, "--check");
    assertEquals(0, first.exitCode(), first.all());
    Path file = dir.resolve("creds/admin");
    String stored = Files.readString(file).strip();
    assertTrue(stored.matches("[A-Za-z]{16}"), stored);
    assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    assertFalse(
        Files.exists(dir.resolve("seen-h1")),
        "check mode changes nothing on hosts, yet the lookup ran");
    PlayRun second = play(pb);
    assertEquals(0, second.exitCode(), second.all());
    assertEquals(stored, Files.readString(dir.resolve("seen-h1")));
    assertEquals(
        stored,
        Files.readString(dir.resolve("seen-h2")),
        "both hosts share the one stored password");
    assertEquals(stored + "\n", Files.readString(file));
  }

  @Test
  void aPipeLookupRunsOnlyForTasksThatRun() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - debug: {msg: "{{ lookup('pipe', 'echo x >> ROOT/skipped; echo no') }}"}
              when: false
            - debug: {msg: "{{ lookup('pipe', 'echo x >> ROOT/ran; echo yes') }}"}
              when: true
            - debug: {msg: "{{ lookup('pipe', 'echo x >> ROOT/checked; echo yes') }}"}
        """,
            "--check");
    assertEquals(0, r.exitCode(), r.all());
    assertFalse(Files.exists(dir.resolve("skipped")), r.all());
    assertEquals("x\n", Files.readString(dir.resolve("ran")), "run once");
    assertEquals(
        "x\n",
        Files.readString(dir.resolve("checked")),
        "lookups run in check mode, as in Ansible");
  }

  @Test
  void untilRetriesEachLoopItem() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - shell: echo x >> ROOT/tries-{{ item }}; test $(wc -l < ROOT/tries-{{ item }}) -ge 2
              loop: [a, b]
              register: tried
              until: tried.rc == 0
              retries: 3
              delay: 0
            - assert:
                that: tried.results[0].attempts == 2 and tried.results[1].attempts == 2
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals("x\nx\n", Files.readString(dir.resolve("tries-a")));
    assertEquals("x\nx\n", Files.readString(dir.resolve("tries-b")));
  }

  @Test
  void errorsNameTheTask() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - name: Unknown lookup
              debug: {msg: "{{ lookup('nope', 'x') }}"}
              ignore_errors: true
            - name: Missing file
              debug: {msg: "{{ lookup('file', 'missing.txt') }}"}
        """);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(
        r.out()
            .contains(
                "lookup('nope', 'x'): lookup plugin 'nope' not found; play has: dict, env, file,"),
        r.all());
    assertTrue(
        r.out().contains("in task 'Unknown lookup' at " + dir.resolve("pb.yml") + ":4:7"), r.all());
    assertTrue(
        r.out()
            .contains(
                "lookup('file', 'missing.txt'): could not locate file in lookup: missing.txt (looked in: "
                    + dir.resolve("files/missing.txt")),
        r.all());
    assertTrue(
        r.out().contains("in task 'Missing file' at " + dir.resolve("pb.yml") + ":7:7"), r.all());
  }

  @Test
  void anUnknownWithLoopIsAParseError() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: h1
          tasks:
            - debug: {msg: "{{ item }}"}
              with_nope: [1]
        """);
    assertEquals(4, r.exitCode(), r.all());
    assertTrue(r.err().contains("pb.yml:4:7: error: unsupported loop 'with_nope'"), r.all());
  }
}
