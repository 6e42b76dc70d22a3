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
 * Keywords that change how and where tasks run, on this machine: {@code connection} at each level,
 * {@code order}, {@code timeout}, {@code notify} on a block, {@code debugger}, and the load-time
 * errors for their bad literal values. Each is also compared with ansible-playbook in the parity
 * cases ({@code connection-keywords}, {@code host-order}, {@code task-timeout}).
 */
class KeywordsRunTest {
  /** Names that resolve nowhere: a task reaching them over SSH is unreachable. */
  private static final String NOWHERE = "[nodes]\nn1.invalid\nn2.invalid\n";

  @TempDir Path dir;

  @Test
  void connectionLocalOnThePlayRunsEveryHostsTasksHere() throws IOException {
    PlayRun r =
        PlayRun.in(
            dir,
            NOWHERE,
            """
        - hosts: nodes
          connection: local
          tasks:
            - copy: {content: "{{ inventory_hostname }}\\n", dest: "ROOT/{{ inventory_hostname }}"}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals("n2.invalid\n", Files.readString(dir.resolve("n2.invalid")));
  }

  @Test
  void theInnermostConnectionWinsTaskOverBlockOverRoleOverPlay() throws IOException {
    Files.createDirectories(dir.resolve("roles/here/tasks"));
    Files.writeString(
        dir.resolve("roles/here/tasks/main.yml"),
        """
        - file: {path: ROOT/by-role, state: touch}
        """
            .replace("ROOT", dir.toString()));
    PlayRun r =
        PlayRun.in(
            dir,
            NOWHERE,
            """
        - hosts: n1.invalid
          gather_facts: false
          connection: ssh
          roles:
            - role: here
              connection: local
          tasks:
            - block:
                - file: {path: ROOT/by-block, state: touch}
              connection: local
            - file: {path: ROOT/by-task, state: touch}
              connection: local
            - file: {path: ROOT/by-play, state: touch}
        """);
    assertEquals(3, r.exitCode(), r.all());
    assertEquals(List.of("by-block", "by-role", "by-task"), names(dir, "by-"));
    assertTrue(r.out().contains("fatal: [n1.invalid]: UNREACHABLE!"), r.all());
  }

  @Test
  void aVariableBeatsTheKeyword() throws IOException {
    PlayRun r =
        PlayRun.in(
            dir,
            "[nodes]\nn1.invalid ansible_connection=ssh ansible_ssh_retries=0\n",
            """
        - hosts: nodes
          gather_facts: false
          connection: local
          tasks:
            - file: {path: ROOT/made, state: touch}
        """);
    assertEquals(3, r.exitCode(), r.all());
    assertTrue(Files.notExists(dir.resolve("made")), r.all());
  }

  @Test
  void aTemplatedConnectionIsRenderedPerHost() throws IOException {
    PlayRun r =
        PlayRun.in(
            dir,
            "[nodes]\nn1.invalid how=local\nn2.invalid how=nothing\n",
            """
        - hosts: nodes
          gather_facts: false
          connection: "{{ how }}"
          tasks:
            - file: {path: "ROOT/{{ inventory_hostname }}", state: touch}
        """);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(Files.exists(dir.resolve("n1.invalid")), r.all());
    assertTrue(r.out().contains("connection 'nothing' is not supported by play"), r.all());
  }

  @Test
  void eachOrderBatchesAndRunsTheHostsInItsOrder() throws IOException {
    String inventory =
        "[nodes]\nb ansible_connection=local\nc ansible_connection=local\na ansible_connection=local\n";
    for (String[] c :
        new String[][] {
          {"inventory", "b c a"},
          {"reverse_inventory", "a c b"},
          {"sorted", "a b c"},
          {"reverse_sorted", "c b a"}
        }) {
      Files.deleteIfExists(dir.resolve("order"));
      PlayRun r =
          PlayRun.in(
              dir,
              inventory,
              """
          - hosts: nodes
            gather_facts: false
            serial: 1
            order: ORDER
            tasks:
              - shell: echo {{ inventory_hostname }} >> ROOT/order
          """
                  .replace("ORDER", c[0]));
      assertEquals(0, r.exitCode(), r.all());
      assertEquals(c[1], Files.readString(dir.resolve("order")).strip().replace('\n', ' '), c[0]);
    }
  }

  @Test
  void shuffleRunsEveryHostOnce() throws IOException {
    PlayRun r =
        PlayRun.in(
            dir,
            "[nodes]\nb ansible_connection=local\nc ansible_connection=local\n"
                + "a ansible_connection=local\n",
            """
        - hosts: nodes
          gather_facts: false
          serial: 1
          order: "{{ 'shuffle' }}"
          tasks:
            - shell: echo {{ inventory_hostname }} >> ROOT/order
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals(
        List.of("a", "b", "c"),
        Files.readAllLines(dir.resolve("order")).stream().sorted().toList());
  }

  @Test
  void timeoutFailsTheTaskWithAnsiblesMessageAndStopsTheCommand() throws IOException {
    String marker = "sleep 29" + ProcessHandle.current().pid() % 1000;
    String pattern =
        "slee[p] " + marker.substring("sleep ".length()); // matches the sleep, not the shell asking
    PlayRun r =
        PlayRun.in(
            dir,
            "localhost\n",
            """
        - hosts: localhost
          gather_facts: false
          tasks:
            - command: MARKER
              timeout: 1
              register: slow
              ignore_errors: true
            - shell: "! pgrep -f 'PATTERN'"
            - block:
                - ansible.builtin.shell: sleep 1; echo done
                  register: quick
              timeout: 10
            - assert:
                that:
                  - slow.failed
                  - slow.msg == 'The command action failed to execute in the expected time frame (1) and was terminated'
                  - slow.rc is not defined
                  - quick.stdout == 'done'
        """
                .replace("MARKER", marker)
                .replace("PATTERN", pattern));
    assertEquals(0, r.exitCode(), r.all());
  }

  @Test
  void aTimedOutAttemptIsNotRetried() throws IOException {
    PlayRun r =
        PlayRun.in(
            dir,
            "localhost\n",
            """
        - hosts: localhost
          gather_facts: false
          tasks:
            - shell: echo x >> ROOT/tries; sleep 5
              timeout: 1
              register: r
              until: r.rc == 0
              retries: 3
              delay: 0
              ignore_errors: true
            - assert: {that: ["r.attempts is not defined", "'expected time frame (1)' in r.msg"]}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals(1, Files.readAllLines(dir.resolve("tries")).size());
  }

  @Test
  void aTaskWithoutNotifyNotifiesWhatItsBlockDoes() throws IOException {
    PlayRun r =
        PlayRun.in(
            dir,
            "localhost\n",
            """
        - hosts: localhost
          gather_facts: false
          tasks:
            - block:
                - command: "true"
                - command: "true"
                  notify: B
              notify: A
          handlers:
            - name: A
              file: {path: ROOT/A, state: touch}
            - name: B
              file: {path: ROOT/B, state: touch}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals(List.of("A", "B"), names(dir, ""));
  }

  @Test
  void handlersAnswerTheirListenTopicsAfterEachSection() throws IOException {
    PlayRun r =
        PlayRun.in(
            dir,
            "localhost\n",
            """
        - hosts: localhost
          gather_facts: false
          pre_tasks:
            - shell: echo pre >> ROOT/order
              notify: topic
          tasks:
            - shell: echo task >> ROOT/order
              notify: Named
          post_tasks:
            - shell: echo post >> ROOT/order
              notify: topic
          handlers:
            - name: Named
              shell: echo named-handler >> ROOT/order
              listen: other
            - name: Listener
              shell: echo topic-handler >> ROOT/order
              listen: [topic, more]
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals(
        List.of("pre", "topic-handler", "task", "named-handler", "post", "topic-handler"),
        Files.readAllLines(dir.resolve("order")));
  }

  @Test
  void aRoleEntrysKeywordsReachItsDependenciesAndItsHandlers() throws IOException {
    Files.createDirectories(dir.resolve("roles/app/meta"));
    Files.createDirectories(dir.resolve("roles/app/tasks"));
    Files.createDirectories(dir.resolve("roles/app/handlers"));
    Files.createDirectories(dir.resolve("roles/base/tasks"));
    Files.writeString(dir.resolve("roles/app/meta/main.yml"), "dependencies: [base]\n");
    Files.writeString(
        dir.resolve("roles/app/tasks/main.yml"), "- command: 'true'\n  notify: Record\n");
    Files.writeString(
        dir.resolve("roles/app/handlers/main.yml"),
        """
        - name: Record
          copy: {content: "{{ greeting }}", dest: ROOT/by-handler}
        """
            .replace("ROOT", dir.toString()));
    Files.writeString(
        dir.resolve("roles/base/tasks/main.yml"),
        """
        - copy: {content: "{{ greeting }}", dest: ROOT/by-dependency}
        """
            .replace("ROOT", dir.toString()));
    PlayRun r =
        PlayRun.in(
            dir,
            "localhost\n",
            """
        - hosts: localhost
          gather_facts: false
          roles:
            - role: app
              vars: {greeting: from the entry}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals("from the entry", Files.readString(dir.resolve("by-dependency")));
    assertEquals("from the entry", Files.readString(dir.resolve("by-handler")));
    PlayRun skipped =
        PlayRun.in(
            dir,
            "localhost\n",
            """
        - hosts: localhost
          gather_facts: false
          roles:
            - role: app
              vars: {greeting: again}
              when: false
        """);
    assertEquals(0, skipped.exitCode(), skipped.all());
    assertEquals(
        "from the entry",
        Files.readString(dir.resolve("by-dependency")),
        "the dependency is skipped too");
  }

  @Test
  void theDebuggerIsWarnedAboutOnceAndTheRunGoesOn() throws IOException {
    PlayRun r =
        PlayRun.in(
            dir,
            "localhost\n",
            """
        - hosts: localhost
          gather_facts: false
          strategy: debug
          debugger: on_failed
          tasks:
            - debug: {msg: hi}
              debugger: always
            - debug: {msg: hi}
              debugger: never
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals(1, r.all().split("no interactive debugger", -1).length - 1, r.all());
    assertTrue(r.all().contains("'strategy: debug' (" + dir.resolve("pb.yml")), r.all());
  }

  @Test
  void badLiteralValuesStopTheLoadWhereTheyAreWritten() throws IOException {
    String[][] cases = {
      {"connection: winrm", "connection 'winrm' is not supported by play"},
      {"port: 0", "'port' must be a TCP port number from 1 to 65535, got '0'"},
      {"port: [22]", "'port' must be a TCP port number from 1 to 65535, got '[22]'"},
      {"timeout: soon", "'timeout' must be a whole number of seconds (0: no limit), got 'soon'"},
      {
        "debugger: sometimes",
        "'debugger' must be one of always, never, on_failed, on_unreachable, on_skipped"
      },
      {"remote_user: {name: x}", "'remote_user' must be a string, got a dict"},
    };
    for (String[] c : cases) {
      PlayRun r =
          PlayRun.in(
              dir,
              "localhost\n",
              """
          - hosts: localhost
            gather_facts: false
            tasks:
              - block:
                  - debug: {msg: hi}
                KEYWORD
          """
                  .replace("KEYWORD", c[0]));
      assertEquals(4, r.exitCode(), c[0] + "\n" + r.all());
      assertTrue(r.err().contains("pb.yml:6:7: error: " + c[1]), c[0] + "\n" + r.all());
    }
    PlayRun r =
        PlayRun.in(dir, "localhost\n", "- hosts: localhost\n  order: random\n  tasks: []\n");
    assertEquals(4, r.exitCode(), r.all());
    assertTrue(
        r.err()
            .contains(
                "pb.yml:2:3: error: 'order' must be one of inventory, reverse_inventory, sorted,"
                    + " reverse_sorted, shuffle, got 'random'"),
        r.all());
  }

  @Test
  void aTemplatedPortOrTimeoutIsCheckedWhenItsTaskRuns() throws IOException {
    PlayRun r =
        PlayRun.in(
            dir,
            "localhost\n",
            """
        - hosts: localhost
          gather_facts: false
          tasks:
            - debug: {msg: hi}
              timeout: "{{ 'soon' }}"
              ignore_errors: true
              register: t
            - command: "true"
              port: "{{ 99999 }}"
              ignore_errors: true
              register: p
            - assert:
                that:
                  - "t.msg.startswith(\\"'timeout' must be a whole number of seconds, got 'soon' in task\\")"
                  - "p.msg.startswith(\\"'port' must be a TCP port number from 1 to 65535, got '99999' in task\\")"
        """);
    assertEquals(0, r.exitCode(), r.all());
  }

  private static List<String> names(Path dir, String prefix) throws IOException {
    try (var files = Files.list(dir)) {
      return files
          .map(p -> p.getFileName().toString())
          .filter(n -> n.startsWith(prefix))
          .filter(n -> !n.endsWith(".yml") && !n.endsWith(".ini") && !n.equals("roles"))
          .sorted()
          .toList();
    }
  }
}
