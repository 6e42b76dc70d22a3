package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Play semantics on two local hosts: handlers, failures, tags, loops, includes, no_log. */
class EngineBehaviourTest {
  @TempDir Path dir;

  private PlayRun play(String playbook, String... args) throws IOException {
    Path inv =
        Files.writeString(
            dir.resolve("hosts.ini"),
            "[nodes]\nh1 ansible_connection=local\nh2 ansible_connection=local\n");
    Path pb = Files.writeString(dir.resolve("pb.yml"), playbook.replace("ROOT", dir.toString()));
    List<String> all = new ArrayList<>(List.of("-i", inv.toString(), pb.toString()));
    all.addAll(List.of(args));
    return PlayRun.of(all.toArray(String[]::new));
  }

  @Test
  void taskNamesAreTemplatedAndThoseNamingALoopItemStayAsWritten() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: nodes
          gather_facts: false
          vars:
            target: ROOT/named
          tasks:
            - name: Write {{ target }}
              copy: {content: "x", dest: "{{ target }}-{{ inventory_hostname }}"}
              notify: Report {{ target }}
            - name: Item {{ item }}
              debug: {msg: "{{ item }}"}
              loop: [a]
          handlers:
            - name: Report {{ target }}
              debug: {msg: done}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(r.out().contains("TASK [Write " + dir + "/named]"), r.all());
    assertTrue(r.out().contains("TASK [Item {{ item }}]"), r.all());
    assertTrue(r.out().contains("RUNNING HANDLER [Report " + dir + "/named]"), r.all());
  }

  @Test
  void factsOfModulesAreVariablesByTheirOwnNamesAndGatheredOnesArePrefixed() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - cluster_facts: {group: nodes, socket_ifname: lo, gpus_per_node: 2}
            - setup: {gather_subset: ["!all"]}
            - assert:
                that:
                  - cluster.world_size == 4
                  - ansible_facts.cluster.node_rank == (inventory_hostname == 'h2') | int
                  - ansible_cluster is not defined
                  - ansible_system == 'Linux'
                  - ansible_facts.system == 'Linux'
                  - system is not defined
        """);
    assertEquals(0, r.exitCode(), r.all());
  }

  @Test
  @SuppressWarnings("unchecked")
  void summaryJsonToAFileOrToStdoutWithTheConsoleOnStderr() throws Exception {
    String pb =
        """
        - hosts: nodes
          gather_facts: false
          tasks:
            - name: Marker
              copy: {content: "x\\n", dest: "ROOT/marker-{{ inventory_hostname }}"}
              when: inventory_hostname == 'h1'
        """;
    Path file = dir.resolve("summary.json");
    PlayRun toFile = play(pb, "--check", "--diff", "--summary-json", file.toString());
    assertEquals(0, toFile.exitCode(), toFile.all());
    Map<String, Object> json =
        (Map<String, Object>) dev.play.value.JsonText.parse(Files.readString(file));
    assertEquals(true, json.get("check_mode"));
    Map<String, Object> play = ((List<Map<String, Object>>) json.get("roles")).get(0);
    List<Map<String, Object>> hosts = (List<Map<String, Object>>) play.get("hosts");
    assertEquals(List.of("h1", "h2"), hosts.stream().map(h -> h.get("host")).toList());
    Map<String, Object> change = ((List<Map<String, Object>>) hosts.get(0).get("changes")).get(0);
    assertEquals("files", change.get("category"));
    assertEquals("x\n", ((List<Map<String, Object>>) change.get("diffs")).get(0).get("after"));

    PlayRun toStdout = play(pb, "--summary-json", "-");
    assertEquals(0, toStdout.exitCode(), toStdout.all());
    Map<String, Object> real = (Map<String, Object>) dev.play.value.JsonText.parse(toStdout.out());
    assertEquals(false, real.get("check_mode"));
    assertTrue(toStdout.err().contains("PLAY RECAP"), toStdout.all());

    PlayRun nowhere = play(pb, "--summary-json", dir.resolve("missing/summary.json").toString());
    assertEquals(5, nowhere.exitCode(), nowhere.all());
    assertTrue(
        nowhere
            .err()
            .contains("--summary-json: directory " + dir.resolve("missing") + " does not exist"),
        nowhere.all());
  }

  @Test
  void checkModeDiffsOfSeveralEditsToOneFileAreThoseOfTheRealRun() throws IOException {
    String pb =
        """
        - hosts: h1
          gather_facts: false
          tasks:
            - lineinfile: {path: ROOT/app.conf, line: "a=1", create: true}
            - lineinfile: {path: ROOT/app.conf, line: "b=2"}
            - blockinfile: {path: ROOT/app.conf, block: "c=3"}
            - sysctl: {name: "{{ item.k }}", value: "{{ item.v }}", sysctl_file: ROOT/90.conf, sysctl_set: false, reload: false}
              loop: [{k: net.core.rmem_max, v: 1}, {k: net.core.wmem_max, v: 2}, {k: net.core.rmem_max, v: 3}]
            - json_file: {path: ROOT/daemon.json, merge: {log-driver: json-file}}
            - json_file: {path: ROOT/daemon.json, merge: {runtimes: {nvidia: {path: nvidia-container-runtime}}}}
            - copy: {content: "a=1\\n", dest: ROOT/app.conf}
            - known_hosts: {path: ROOT/known_hosts, name: "{{ item }}", key: "{{ item }} ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGo916gygDYBrjRRnacfOjXU0NjzMgcNC5jhWWnjHk0J"}
              loop: [node0, node1]
        """;
    PlayRun check = play(pb, "--check", "--diff");
    assertEquals(0, check.exitCode(), check.all());
    PlayRun real = play(pb, "--diff");
    assertEquals(0, real.exitCode(), real.all());
    assertEquals(diffs(real.out()), diffs(check.out()));
    assertTrue(diffs(check.out()).contains("+net.core.rmem_max=3"), check.out());
  }

  /** The diff lines of a run, in order. */
  private static List<String> diffs(String out) {
    int summary = out.indexOf("CHECK SUMMARY");
    return (summary < 0 ? out : out.substring(0, summary))
        .lines()
        .filter(
            l -> l.startsWith("+") || l.startsWith("-") || l.startsWith(" ") || l.startsWith("@@"))
        .toList();
  }

  @Test
  void noLogHidesValuesInOutputAndDiffs() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - copy:
                content: "password=hunter2\\n"
                dest: ROOT/secret
              no_log: true
              register: out
            - debug:
                var: out
        """,
            "--diff",
            "-v");
    assertEquals(0, r.exitCode(), r.all());
    assertFalse(r.all().contains("hunter2"), r.all());
    assertTrue(r.out().contains("the output has been hidden"), r.all());
  }

  @Test
  void aNoLogLoopRegistersItsItemsAsTheyAreAndShowsThemHidden() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - command: "echo hunter{{ item }}"
              loop: [1, 2]
              no_log: true
              register: out
            - assert:
                that: "out.results | map(attribute='stdout') | list == ['hunter1', 'hunter2']"
                quiet: true
        """,
            "-v");
    assertEquals(0, r.exitCode(), r.all());
    assertFalse(r.all().contains("hunter"), "as in Ansible, only where they are shown: " + r.all());
  }

  @Test
  void handlersRunOnceInDefinitionOrderOnlyWhenNotified() throws IOException {
    String pb =
        """
        - hosts: nodes
          gather_facts: false
          tasks:
            - copy: {content: "a\\n", dest: "ROOT/{{ inventory_hostname }}.a"}
              notify: [second, first]
            - copy: {content: "b\\n", dest: "ROOT/{{ inventory_hostname }}.b"}
              notify: first
            - copy: {content: "c\\n", dest: "ROOT/c-{{ inventory_hostname }}"}
              when: inventory_hostname == 'h2'
              notify: only-h2
          handlers:
            - name: first
              lineinfile: {path: "ROOT/log-{{ inventory_hostname }}", line: first, create: true}
            - name: second
              lineinfile: {path: "ROOT/log-{{ inventory_hostname }}", line: second, create: true}
            - name: only-h2
              lineinfile: {path: "ROOT/log-{{ inventory_hostname }}", line: h2, create: true}
        """;
    PlayRun r = play(pb);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals("first\nsecond\n", Files.readString(dir.resolve("log-h1")));
    assertEquals("first\nsecond\nh2\n", Files.readString(dir.resolve("log-h2")));
    PlayRun again = play(pb);
    assertFalse(again.out().contains("RUNNING HANDLER"), again.all());
  }

  @Test
  void forceHandlersRunAfterAFailure() throws IOException {
    String pb =
        """
        - hosts: h1
          gather_facts: false
          FORCE
          tasks:
            - copy: {content: "x\\n", dest: ROOT/x}
              notify: mark
            - fail: {msg: boom}
          handlers:
            - name: mark
              copy: {content: "handled\\n", dest: ROOT/handled}
        """;
    PlayRun without = play(pb.replace("FORCE", ""));
    assertEquals(2, without.exitCode());
    assertFalse(Files.exists(dir.resolve("handled")));
    Files.delete(dir.resolve("x"));
    PlayRun with = play(pb.replace("FORCE", "force_handlers: true"));
    assertEquals(2, with.exitCode(), with.all());
    assertTrue(Files.exists(dir.resolve("handled")), with.all());
  }

  @Test
  void failedHostStopsOthersGoOnAndAnyErrorsFatalStopsAll() throws IOException {
    String pb =
        """
        - hosts: nodes
          gather_facts: false
          FATAL
          tasks:
            - fail: {msg: "h1 breaks"}
              when: inventory_hostname == 'h1'
            - copy: {content: "ran\\n", dest: "ROOT/after-{{ inventory_hostname }}"}
        """;
    PlayRun r = play(pb.replace("FATAL", ""));
    assertEquals(2, r.exitCode());
    assertFalse(Files.exists(dir.resolve("after-h1")));
    assertTrue(Files.exists(dir.resolve("after-h2")));
    assertEquals(1, r.failed("h1"));
    Files.delete(dir.resolve("after-h2"));
    PlayRun fatal = play(pb.replace("FATAL", "any_errors_fatal: true"));
    assertEquals(2, fatal.exitCode());
    assertFalse(Files.exists(dir.resolve("after-h2")), fatal.all());
    assertTrue(fatal.out().contains("NO MORE HOSTS LEFT"), fatal.all());
  }

  @Test
  void ignoreErrorsAndFailedWhenAndRescue() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - command: /bin/false
              ignore_errors: true
              register: first
            - assert: {that: [first is failed, first.rc == 1]}
            - shell: echo ERROR; exit 0
              register: second
              failed_when: "'ERROR' in second.stdout"
              ignore_errors: true
            - assert: {that: second is failed}
            - block:
                - fail: {msg: inner}
              rescue:
                - set_fact: {rescued_it: true}
            - assert: {that: rescued_it}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(r.out().contains("ignored=2"), r.all());
    assertTrue(r.out().contains("rescued=1"), r.all());
    assertEquals(
        2,
        r.changed("h1"),
        "the two ignored command failures say changed, and Ansible counts them: " + r.all());
  }

  @Test
  void aRescueSeesTheFailedTaskAndItsResult() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - block:
                - block:
                    - name: "inner {{ 1 + 1 }}"
                      command: /bin/false
                  always:
                    - assert: {that: [ansible_failed_result.rc == 1]}
              rescue:
                - assert:
                    that:
                      - ansible_failed_task.name == 'inner 2'
                      - ansible_failed_task.action == 'command'
                      - ansible_failed_result is failed
                      - ansible_failed_result.msg == 'non-zero return code'
            - assert: {that: [ansible_failed_task.name == 'inner 2']}
            - block:
                - fail: {msg: second}
              rescue:
                - assert: {that: [ansible_failed_task.name == '', ansible_failed_result.msg == 'second']}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(r.out().contains("rescued=2"), r.all());
  }

  @Test
  void aRegisteredResultHasFailedAndChangedAsAnsibleCompletesThem() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - set_fact: {x: 1}
              register: fact
            - command: /bin/false
              register: bad
              ignore_errors: true
            - command: /bin/true
              register: good
              changed_when: not good.failed
            - debug: {msg: skipped}
              when: false
              register: skip
            - assert:
                that:
                  - fact.failed == false and fact.changed == false
                  - bad.failed and good.failed == false and good.changed
                  - skip.failed is undefined and skip is skipped
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(r.out().contains("All assertions passed"), r.all());
  }

  @Test
  void withoutARescueNoFailedTaskIsSet() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - block:
                - fail: {msg: lost}
              always:
                - assert: {that: [ansible_failed_result is undefined]}
        """);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(r.out().contains("All assertions passed"), r.all());
  }

  @Test
  void tagsAlwaysAndNever() throws IOException {
    String pb =
        """
        - hosts: h1
          gather_facts: false
          tasks:
            - debug: {msg: tagged-a}
              tags: a
            - debug: {msg: tagged-b}
              tags: [b]
            - debug: {msg: always-runs}
              tags: always
            - debug: {msg: never-runs}
              tags: never
        """;
    PlayRun r = play(pb, "--tags", "a");
    assertTrue(r.out().contains("tagged-a") && r.out().contains("always-runs"), r.all());
    assertFalse(r.out().contains("tagged-b") || r.out().contains("never-runs"), r.all());
    PlayRun skip = play(pb, "--skip-tags", "a,always");
    assertTrue(skip.out().contains("tagged-b"), skip.all());
    assertFalse(skip.out().contains("tagged-a") || skip.out().contains("always-runs"), skip.all());
  }

  @Test
  void loopsRegisterResultsWithLabels() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - copy: {content: "{{ item.text }}\\n", dest: "ROOT/{{ item.name }}"}
              loop: [{name: one, text: "1"}, {name: two, text: "2"}]
              loop_control: {label: "{{ item.name }}"}
              register: written
            - assert:
                that:
                  - written.results | length == 2
                  - written.results[0].item.name == 'one'
                  - written is changed
            - debug: {msg: "{{ item.key }}={{ item.value }}"}
              with_dict: {x: 1}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(r.out().contains("changed: [h1] => (item=one)"), r.all());
    assertTrue(r.out().contains("\"msg\": \"x=1\""), r.all());
  }

  @Test
  void untilRetriesThenSucceeds() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - shell: echo x >> ROOT/count; wc -l < ROOT/count
              register: c
              until: c.stdout | int >= 3
              retries: 5
              delay: 0
            - assert: {that: [c.attempts == 3]}
        """);
    assertEquals(0, r.exitCode(), r.all());
  }

  @Test
  void runOnceDelegateAndIncludes() throws IOException {
    Files.writeString(
        dir.resolve("inc.yml"),
        """
        - copy: {content: "{{ part }}\\n", dest: "ROOT/{{ inventory_hostname }}-{{ part }}"}
        """
            .replace("ROOT", dir.toString()));
    PlayRun r =
        play(
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - command: echo from-{{ inventory_hostname }}
              run_once: true
              register: once
            - assert: {that: "once.stdout == 'from-h1'"}
            - copy: {content: "{{ inventory_hostname }}\\n", dest: "ROOT/delegated-{{ inventory_hostname }}"}
              delegate_to: localhost
            - include_tasks: inc.yml
              loop: [p1, p2]
              loop_control: {loop_var: part}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals(List.of("changed: [h1]"), resultsOf(r, "TASK [command]"), r.all());
    assertTrue(Files.exists(dir.resolve("delegated-h2")));
    assertTrue(Files.exists(dir.resolve("h2-p2")) && Files.exists(dir.resolve("h1-p1")), r.all());
  }

  /** The host result lines printed under the first banner starting with {@code banner}. */
  private static List<String> resultsOf(PlayRun r, String banner) {
    List<String> out = new ArrayList<>();
    boolean in = false;
    for (String line : r.out().split("\n")) {
      if (line.startsWith("TASK [") || line.startsWith("RUNNING HANDLER [")) {
        if (in) {
          break;
        }
        in = line.startsWith(banner);
      } else if (in && !line.isBlank()) {
        out.add(line);
      }
    }
    return out;
  }

  @Test
  void serialBatchesAndStartAtTask() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: nodes
          gather_facts: false
          serial: 1
          tasks:
            - name: first
              debug: {msg: "one {{ inventory_hostname }}"}
            - name: second
              debug: {msg: "two {{ ansible_play_batch | join(',') }}"}
        """);
    assertEquals(0, r.exitCode(), r.all());
    String out = r.out();
    assertTrue(out.indexOf("two h1") < out.indexOf("one h2"), out);
    PlayRun start =
        play(
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - name: first
              debug: {msg: skipped-by-start}
            - name: second
              debug: {msg: started-here}
        """,
            "--start-at-task",
            "second");
    assertFalse(start.out().contains("skipped-by-start"), start.all());
    assertTrue(start.out().contains("started-here"), start.all());
  }

  @Test
  void metaEndHostAndFlushHandlers() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - copy: {content: "x\\n", dest: "ROOT/m-{{ inventory_hostname }}"}
              notify: h
            - meta: flush_handlers
            - assert: {that: "lookup_done is defined"}
            - meta: end_host
              when: inventory_hostname == 'h2'
            - copy: {content: "y\\n", dest: "ROOT/end-{{ inventory_hostname }}"}
          handlers:
            - name: h
              set_fact: {lookup_done: true}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(Files.exists(dir.resolve("end-h1")));
    assertFalse(Files.exists(dir.resolve("end-h2")));
  }

  @Test
  void environmentIsMergedFromPlayToTaskAndDebugVerbosityIsHonoured() throws IOException {
    String pb =
        """
        - hosts: h1
          gather_facts: false
          environment: {APP_MODE: prod, APP_NAME: "it's {{ inventory_hostname }}"}
          tasks:
            - shell: echo "$APP_MODE/$APP_NAME/$EXTRA"
              environment: {EXTRA: "x y"}
              register: env
            - assert: {that: "env.stdout == \\"prod/it's h1/x y\\""}
            - debug: {msg: quiet-unless-vv, verbosity: 2}
        """;
    PlayRun r = play(pb);
    assertEquals(0, r.exitCode(), r.all());
    assertFalse(r.out().contains("quiet-unless-vv"), r.all());
    assertTrue(play(pb, "-vv").out().contains("quiet-unless-vv"));
  }

  @Test
  void freeStrategyLetsFastHostsRunAhead() throws IOException {
    String pb =
        """
        - hosts: nodes
          gather_facts: false
          STRATEGY
          tasks:
            - shell: "[ {{ inventory_hostname }} = h2 ] && sleep 1; echo {{ inventory_hostname }}-t1 >> ROOT/order"
            - shell: echo {{ inventory_hostname }}-t2 >> ROOT/order
        """;
    play(pb.replace("STRATEGY", "strategy: free"));
    assertEquals("h1-t1\nh1-t2\nh2-t1\nh2-t2\n", Files.readString(dir.resolve("order")));
    Files.delete(dir.resolve("order"));
    play(pb.replace("STRATEGY", ""));
    List<String> linear = Files.readAllLines(dir.resolve("order"));
    // linear: every host finishes t1 before any starts t2; hosts within a task run concurrently
    assertEquals(
        java.util.Set.of("h1-t1", "h2-t1"),
        java.util.Set.copyOf(linear.subList(0, 2)),
        linear.toString());
    assertEquals(
        java.util.Set.of("h1-t2", "h2-t2"),
        java.util.Set.copyOf(linear.subList(2, 4)),
        linear.toString());
  }

  @Test
  void throttleLimitsHostsRunningATaskAtOnce() throws IOException {
    String pb =
        """
        - hosts: nodes
          gather_facts: false
          tasks:
            - shell: mkdir ROOT/lock && sleep 1.5 && rmdir ROOT/lock
              THROTTLE
        """;
    assertEquals(0, play(pb.replace("THROTTLE", "throttle: 1")).exitCode());
    assertEquals(2, play(pb.replace("THROTTLE", "")).exitCode());
  }

  @Test
  void maxFailPercentageStopsThePlay() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: nodes
          gather_facts: false
          max_fail_percentage: 40
          tasks:
            - fail: {msg: one of two}
              when: inventory_hostname == 'h1'
            - copy: {content: "x\\n", dest: "ROOT/after-{{ inventory_hostname }}"}
        """);
    assertEquals(2, r.exitCode(), r.all());
    assertFalse(Files.exists(dir.resolve("after-h2")), r.all());
  }

  @Test
  void ignoreUnreachableKeepsTheHostInThePlay() throws IOException {
    Path inv =
        Files.writeString(
            dir.resolve("dead.ini"),
            "dead ansible_host=127.0.0.1 ansible_port=1 ansible_ssh_retries=0\n");
    Path pb =
        Files.writeString(
            dir.resolve("u.yml"),
            """
        - hosts: dead
          gather_facts: false
          tasks:
            - ping:
              ignore_unreachable: true
            - ping:
        """);
    PlayRun r = PlayRun.of("-i", inv.toString(), pb.toString());
    assertEquals(3, r.exitCode(), r.all());
    assertEquals(2, r.out().split("fatal: \\[dead\\]: UNREACHABLE!", -1).length - 1, r.all());
  }

  /**
   * As Ansible's linear strategy: NO MORE HOSTS LEFT when every reachable host failed, not when all
   * were unreachable.
   */
  @Test
  void noMoreHostsLeftOnlyWhenTheReachableHostsAllFailed() throws IOException {
    Path inv =
        Files.writeString(
            dir.resolve("dead.ini"),
            "dead ansible_host=127.0.0.1 ansible_port=1 ansible_ssh_retries=0\nh1 ansible_connection=local\n");
    Path pb =
        Files.writeString(
            dir.resolve("u.yml"),
            """
        - hosts: HOSTS
          gather_facts: false
          tasks:
            - fail: {msg: broken}
              when: inventory_hostname == 'h1'
            - ping:
        """);
    PlayRun unreachable =
        PlayRun.of(
            "-i",
            inv.toString(),
            Files.writeString(pb, Files.readString(pb).replace("HOSTS", "dead")).toString());
    assertFalse(unreachable.out().contains("NO MORE HOSTS LEFT"), unreachable.all());
    PlayRun both =
        PlayRun.of(
            "-i",
            inv.toString(),
            Files.writeString(pb, Files.readString(pb).replace("dead", "all")).toString());
    assertTrue(both.out().contains("NO MORE HOSTS LEFT"), both.all());
  }

  @Test
  void importPlaybookWithWhenRunsItsTasksOnlyWhereTheConditionHolds() throws IOException {
    Files.writeString(
        dir.resolve("other.yml"),
        """
        - hosts: nodes
          gather_facts: false
          tasks:
            - file: {path: "ROOT/{{ inventory_hostname }}-{{ stage }}", state: touch}
        """
            .replace("ROOT", dir.toString()));
    PlayRun r =
        play(
            """
        - import_playbook: other.yml
          vars: {stage: one}
          when: inventory_hostname == 'h1'
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(Files.exists(dir.resolve("h1-one")), r.all());
    assertFalse(Files.exists(dir.resolve("h2-one")), r.all());
  }

  @Test
  void varsPromptAsksWhatExtraVarsDoNotGiveTakesDefaultsAndMasksPrivateAnswers()
      throws IOException {
    String pb =
        """
        - hosts: h1
          gather_facts: false
          vars_prompt:
            - {name: who, prompt: Who, private: false}
            - {name: word, prompt: Word, default: dflt}
            - {name: token, prompt: Token}
          tasks:
            - debug: msg="{{ who }}-{{ word }}-{{ token }}"
        """;
    java.io.InputStream stdin = System.in;
    try {
      System.setIn(
          new java.io.ByteArrayInputStream(
              "alice\n\ns3cr3t\n".getBytes(java.nio.charset.StandardCharsets.UTF_8)));
      PlayRun asked = play(pb);
      assertEquals(0, asked.exitCode(), asked.all());
      assertTrue(asked.out().contains("\"msg\": \"alice-dflt-********\""), asked.all());
      System.setIn(
          new java.io.ByteArrayInputStream(
              "x\n".getBytes(java.nio.charset.StandardCharsets.UTF_8)));
      PlayRun given = play(pb, "-e", "who=bob", "-e", "token=t");
      assertTrue(given.out().contains("\"msg\": \"bob-x-t\""), given.all());
    } finally {
      System.setIn(stdin);
    }
  }

  @Test
  void varsPromptConfirmationThatNeverMatchesStopsTheRun() throws IOException {
    java.io.InputStream stdin = System.in;
    try {
      System.setIn(
          new java.io.ByteArrayInputStream(
              "a\nb\na\nb\na\nb\n".getBytes(java.nio.charset.StandardCharsets.UTF_8)));
      PlayRun r =
          play(
              """
          - hosts: h1
            gather_facts: false
            vars_prompt:
              - {name: pw, confirm: true, encrypt: sha512_crypt}
            tasks: []
          """);
      assertEquals(5, r.exitCode(), r.all());
      assertTrue(
          r.err().contains("vars_prompt 'pw': the values entered did not match, 3 times"), r.all());
    } finally {
      System.setIn(stdin);
    }
  }

  @Test
  void aBadLoopItemFailsOnlyThatItem() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - copy: {content: "{{ item.text }}\\n", dest: "ROOT/item-{{ item.name }}"}
              loop: [{name: a}, {name: b, text: ok}]
              ignore_errors: true
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(r.out().contains("failed: [h1] (item={\"name\": \"a\"})"), r.all());
    assertEquals("ok\n", Files.readString(dir.resolve("item-b")));
  }

  @Test
  void resultsFactsAndMagicVariablesAreNotTemplatedAgain() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - shell: "echo '{{ '{{' }} not_a_variable }}'"
              register: out
            - assert: {that: "out.stdout == '{{ '{{' }} not_a_variable }}'"}
            - set_fact: {peers: "{{ groups['nodes'] | length }}"}
            - debug: {msg: "{{ hostvars['h2'].peers }} {{ hostvars | length }}"}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(r.out().contains("\"msg\": \"2 2\""), r.all());
  }

  @Test
  void aVariableCycleFailsTheTaskNamingTheCycle() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          vars: {a: "{{ b }}-x", b: "{{ a }}"}
          tasks:
            - debug: {msg: "{{ a }}"}
        """);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(
        r.out().contains("variables refer to each other in a cycle: a -> b -> a in task 'debug'"),
        r.all());
  }

  @Test
  void checkModeLinksToFilesAndDirectoriesEarlierTasksWouldCreate() throws IOException {
    String pb =
        """
        - hosts: h1
          gather_facts: false
          tasks:
            - file: path=ROOT/models state=directory
            - copy: {content: "v1\\n", dest: ROOT/model.cfg}
            - file: src=ROOT/models dest=ROOT/current state=link
            - file: src=ROOT/model.cfg dest=ROOT/current.cfg state=link
        """;
    PlayRun check = play(pb, "--check");
    assertEquals(0, check.exitCode(), check.all());
    assertTrue(check.out().contains("h1                         : ok=4    changed=4"), check.all());
    assertFalse(Files.exists(dir.resolve("current")), "check mode changed nothing");
    PlayRun real = play(pb);
    assertEquals(0, real.exitCode(), real.all());
    assertTrue(real.out().contains("h1                         : ok=4    changed=4"), real.all());
    assertEquals("v1\n", Files.readString(dir.resolve("current.cfg")));
  }

  @Test
  void pauseRunsOnceForAllHostsAndDoesNotWaitForAPromptWithoutATerminal() throws IOException {
    String pb =
        """
        - hosts: nodes
          gather_facts: false
          tasks:
            - pause: seconds=1
              register: paused
            - pause: {prompt: "Continue with the upgrade?"}
              register: asked
            - copy: {content: "{{ paused.delta }} {{ paused.stdout }} / {{ asked.stdout }}\\n", dest: "ROOT/{{ inventory_hostname }}"}
        """;
    PlayRun r = play(pb);
    assertEquals(0, r.exitCode(), r.all());
    String pauseTask =
        r.out()
            .substring(
                r.out().indexOf("TASK [pause]"),
                r.out().indexOf("TASK [pause]", r.out().indexOf("TASK [pause]") + 1));
    assertTrue(
        pauseTask.contains("[h1]") && !pauseTask.contains("[h2]"),
        "one pause for both hosts:\n" + r.out());
    String expected =
        "1 Paused for 1 seconds / Not waiting for response to prompt as stdin is not interactive\n";
    assertEquals(expected, Files.readString(dir.resolve("h1")));
    assertEquals(expected, Files.readString(dir.resolve("h2")));
  }

  @Test
  void pauseRejectsSecondsWithMinutes() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - pause: {seconds: 1, minutes: 1}
        """);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(
        r.out().contains("pause: parameters are mutually exclusive: minutes|seconds"), r.all());
  }

  @Test
  void asyncFireAndForgetThenAsyncStatusUntilFinished() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - shell: sleep 1; echo done-$((6*7)); echo warn >&2
              async: 30
              poll: 0
              register: job
            - assert: {that: ["job.started == 1", "job.finished == 0"]}
            - async_status: jid={{ job.ansible_job_id }}
              register: status
              until: status.finished
              retries: 20
              delay: 1
            - copy: {content: "{{ status.stdout }} {{ status.stderr }} {{ status.rc }}\\n", dest: ROOT/result}
            - async_status: {jid: "{{ job.ansible_job_id }}", mode: cleanup}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals("done-42 warn 0\n", Files.readString(dir.resolve("result")));
  }

  @Test
  void asyncWithPollFailsACommandThatOutlivesItsTime() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - command: sleep 5
              async: 1
              poll: 1
        """);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(
        r.out().contains("async task did not complete within the requested time - 1s"), r.all());
  }

  @Test
  void asyncPollZeroIsForCommandsOnly() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - copy: {content: "x", dest: ROOT/x}
              async: 10
              poll: 0
        """);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(
        r.out()
            .contains("async with poll: 0 is supported for command and shell only (module copy)"),
        r.all());
  }

  @Test
  void copyRemoteSrcTwiceAndCheckModeExact() throws IOException {
    String pb =
        """
        - hosts: h1
          gather_facts: false
          tasks:
            - copy: {content: "weights v1\\n", dest: ROOT/staged.bin, mode: "0600"}
            - copy: {src: ROOT/staged.bin, dest: ROOT/model.bin, remote_src: true, mode: preserve}
            - copy: {src: ROOT/staged.bin, dest: ROOT/models/, remote_src: yes}
        """;
    Files.createDirectories(dir.resolve("models"));
    PlayRun check = play(pb, "--check");
    assertEquals(0, check.exitCode(), check.all());
    assertTrue(check.out().contains("h1                         : ok=3    changed=3"), check.all());
    PlayRun first = play(pb);
    assertTrue(first.out().contains("h1                         : ok=3    changed=3"), first.all());
    PlayRun second = play(pb);
    assertTrue(
        second.out().contains("h1                         : ok=3    changed=0"), second.all());
    assertEquals("weights v1\n", Files.readString(dir.resolve("model.bin")));
    assertEquals("weights v1\n", Files.readString(dir.resolve("models/staged.bin")));
    assertEquals(
        "rw-------",
        java.nio.file.attribute.PosixFilePermissions.toString(
            Files.getPosixFilePermissions(dir.resolve("model.bin"))));
  }

  @Test
  void unarchiveTarAndZipTwiceByListing() throws Exception {
    Path src = Files.createDirectories(dir.resolve("src/app/bin"));
    Files.writeString(src.resolve("run.sh"), "echo hi\n");
    Files.writeString(dir.resolve("src/app/read me.txt"), "docs\n");
    assertEquals(
        0,
        new ProcessBuilder("tar", "czf", "../app.tar.gz", "app")
            .directory(dir.resolve("src").toFile())
            .start()
            .waitFor());
    assertEquals(
        0,
        new ProcessBuilder(
                "sh", "-c", "command -v zip >/dev/null && zip -qr ../app.zip app || true")
            .directory(dir.resolve("src").toFile())
            .start()
            .waitFor());
    boolean zip = Files.exists(dir.resolve("app.zip"));
    Files.createDirectories(dir.resolve("a"));
    Files.createDirectories(dir.resolve("b"));
    String pb =
        """
        - hosts: h1
          gather_facts: false
          tasks:
            - unarchive: {src: ROOT/app.tar.gz, dest: ROOT/a}
            - unarchive: {src: ROOT/app.%s, dest: ROOT/b, remote_src: true}
            - unarchive: {src: ROOT/app.tar.gz, dest: ROOT/b, creates: ROOT/b/app}
        """
            .formatted(zip ? "zip" : "tar.gz");
    PlayRun check = play(pb, "--check");
    assertTrue(check.out().contains("h1                         : ok=3    changed=2"), check.all());
    PlayRun first = play(pb);
    assertTrue(first.out().contains("h1                         : ok=3    changed=2"), first.all());
    assertEquals("docs\n", Files.readString(dir.resolve("b/app/read me.txt")));
    Files.writeString(dir.resolve("a/app/bin/run.sh"), "changed by hand, longer\n");
    PlayRun second = play(pb);
    assertTrue(
        second.out().contains("h1                         : ok=3    changed=1"), second.all());
    assertEquals("echo hi\n", Files.readString(dir.resolve("a/app/bin/run.sh")));
    assertTrue(play(pb).out().contains("h1                         : ok=3    changed=0"));
  }

  @Test
  void unarchiveRestoresAFileEditedWithoutChangingItsSize() throws Exception {
    Path src = Files.createDirectories(dir.resolve("src/app/bin"));
    Files.writeString(src.resolve("run.sh"), "echo hi\n");
    Files.writeString(dir.resolve("src/app/read me.txt"), "docs\n");
    assertEquals(
        0,
        new ProcessBuilder("tar", "czf", "../app.tar.gz", "app")
            .directory(dir.resolve("src").toFile())
            .start()
            .waitFor());
    assertEquals(
        0,
        new ProcessBuilder("zip", "-qr", "../app.zip", "app")
            .directory(dir.resolve("src").toFile())
            .start()
            .waitFor(),
        "zip is needed for this test");
    Files.createDirectories(dir.resolve("t"));
    Files.createDirectories(dir.resolve("z"));
    String pb =
        """
        - hosts: h1
          gather_facts: false
          tasks:
            - unarchive: {src: ROOT/app.tar.gz, dest: ROOT/t}
            - unarchive: {src: ROOT/app.zip, dest: ROOT/z, remote_src: true}
        """;
    assertEquals(0, play(pb).exitCode());
    assertEquals(0, play(pb).changed("h1"));
    Files.writeString(dir.resolve("t/app/bin/run.sh"), "echo ho\n");
    Files.writeString(dir.resolve("z/app/read me.txt"), "DOCS\n");
    PlayRun check = play(pb, "--check");
    assertEquals(
        List.of("TASK [unarchive] changed: [h1]", "TASK [unarchive] changed: [h1]"),
        check.changedLines(),
        check.all());
    assertTrue(
        check.out().contains("(1 of 4 member(s) differ: app/bin/run.sh (content))"), check.all());
    assertTrue(
        check.out().contains("(1 of 4 member(s) differ: app/read me.txt (content))"), check.all());
    assertEquals(2, play(pb).changed("h1"));
    assertEquals("echo hi\n", Files.readString(dir.resolve("t/app/bin/run.sh")));
    assertEquals("docs\n", Files.readString(dir.resolve("z/app/read me.txt")));
    assertEquals(0, play(pb).changed("h1"));
  }

  @Test
  void unarchiveNeedsAnExistingDestAndAKnownFormat() throws IOException {
    Files.writeString(dir.resolve("x.rar"), "x");
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - unarchive: {src: ROOT/x.rar, dest: ROOT}
              ignore_errors: true
            - unarchive: {src: ROOT/x.tar, dest: ROOT/missing, remote_src: true}
        """);
    assertTrue(r.out().contains("unarchive: cannot tell the format of"), r.all());
    assertTrue(r.out().contains("must be an existing dir"), r.all());
  }
}
