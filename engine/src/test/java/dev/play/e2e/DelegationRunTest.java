package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code delegate_to} a name outside the inventory (it gets group {@code all}'s variables, as in
 * Ansible) and {@code delegate_facts} (facts go to the delegated host), run locally.
 */
class DelegationRunTest {
  @TempDir Path dir;

  /**
   * Runs {@code playbook} against h1 and h2 (local); {@code group_vars/all.yml} beside the
   * playbook.
   */
  private PlayRun play(String groupVarsAll, String playbook) throws IOException {
    Path inv =
        Files.writeString(
            dir.resolve("hosts.ini"),
            "[nodes]\nh1 ansible_connection=local\nh2 ansible_connection=local\n");
    Files.createDirectories(dir.resolve("group_vars"));
    Files.writeString(dir.resolve("group_vars/all.yml"), groupVarsAll);
    Path pb = Files.writeString(dir.resolve("pb.yml"), playbook.replace("ROOT", dir.toString()));
    return PlayRun.of("-i", inv.toString(), pb.toString());
  }

  @Test
  void aHostOutsideTheInventoryIsReachedWithGroupAllVariables() throws IOException {
    PlayRun r =
        play(
            "ansible_connection: local\n",
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - copy: {content: "from {{ inventory_hostname }}\\n", dest: ROOT/built}
              delegate_to: builder.example.com
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals(
        List.of("TASK [copy] changed: [h1 -> builder.example.com]"), r.changedLines(), r.all());
    assertEquals("from h1\n", Files.readString(dir.resolve("built")));
  }

  @Test
  void theRecapListsOnlyTheHostsTasksRanFor() throws IOException {
    PlayRun r =
        play(
            "ansible_connection: local\n",
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - command: "true"
              delegate_to: localhost
            - command: "true"
              delegate_to: h2
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals(List.of("h1"), r.recapHosts(), r.all());
  }

  @Test
  void withoutGroupAllConnectionTheOutsideHostIsReachedOverSsh() throws IOException {
    PlayRun r =
        play(
            "ansible_ssh_retries: 1\nansible_ssh_timeout: 5\n",
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - copy: {content: "x\\n", dest: ROOT/built}
              delegate_to: builder.invalid
        """);
    assertEquals(3, r.exitCode(), r.all());
    assertTrue(Files.notExists(dir.resolve("built")), r.all());
  }

  @Test
  void delegateFactsGiveTheFactsToTheDelegatedHost() throws IOException {
    PlayRun r =
        play(
            "ansible_connection: local\n",
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - set_fact: {cache_ip: 10.0.0.1}
              delegate_to: h2
              delegate_facts: true
            - setup: {gather_subset: [min]}
              delegate_to: "{{ item }}"
              delegate_facts: true
              loop: [h2]
            - set_fact: {mine: yes}
              delegate_to: h2
              delegate_facts: false
            - assert:
                that:
                  - cache_ip is not defined
                  - ansible_facts is not defined
                  - hostvars['h2'].cache_ip == '10.0.0.1'
                  - hostvars['h2'].ansible_facts.hostname is defined
                  - mine
                  - hostvars['h2'].mine is not defined
        """);
    assertEquals(0, r.exitCode(), r.all());
  }

  @Test
  void delegateFactsMustBeABoolean() throws IOException {
    PlayRun r =
        play(
            "ansible_connection: local\n",
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - set_fact: {cache_ip: 10.0.0.1}
              delegate_to: h2
              delegate_facts: perhaps
        """);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(r.out().contains("'delegate_facts' must be a boolean, got 'perhaps'"), r.all());
    assertEquals(List.of(), r.changedLines(), r.all());
  }
}
