package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The console's lines for results as ansible-core 2.14's default callback prints them, for play's
 * own modules, a module run with Ansible's code ({@code library/vb2.py}), assert, debug, loops,
 * delegation and no_log. Each expected text is what {@code ansible-playbook} printed on standard
 * output for the same inventory and playbook (from its first banner on: the lines before it are
 * ansible-playbook's version and configuration), timestamps and durations written X. play's output
 * is compared without what it adds on purpose (docs/outputs.md, "The console"): its own lines at
 * {@code -v} (what a task ran, why nothing changed) and a skipped result's {@code false_condition}.
 */
class ConsoleLinesTest {
  private static final String LOCAL =
      "localhost ansible_connection=local ansible_python_interpreter=/usr/bin/python3\n";
  private static final String OTHER =
      "other ansible_connection=local ansible_python_interpreter=/usr/bin/python3 ansible_host=127.0.0.1\n";
  private static final String VB2 =
      """
      from ansible.module_utils.basic import AnsibleModule
      AnsibleModule(argument_spec={}).exit_json(changed=False, x=1)
      """;
  private static final String RESULTS =
      """
      - hosts: all
        gather_facts: false
        tasks:
          - command: "true"
            when: false
          - command: "false"
            ignore_errors: true
          - vb2:
          - assert: {that: [true]}
          - assert: {that: [false]}
            ignore_errors: true
          - assert: {that: [true], quiet: true}
      """;
  private static final String LOOPS =
      """
      - hosts: localhost
        gather_facts: false
        vars:
          v: {b: 2, a: [1, {d: 4, c: 3}]}
        tasks:
          - debug: var=v
          - debug: msg={{ item }}
            loop: [x]
          - command: echo {{ item }}
            loop: [a, b]
            when: item == 'a'
          - command: "true"
            loop: [a]
            when: false
          - command: "true"
            loop: []
          - shell: "exit {{ item }}"
            loop: [0, 1]
            ignore_errors: true
          - assert: {that: [true]}
            loop: [1]
          - command: echo hi
            delegate_to: other
          - debug: msg=secret
            no_log: true
          - debug: msg=secret
            loop: [1]
            no_log: true
      """;
  private static final Pattern TIMES = Pattern.compile("\"(delta|end|start)\": \"[^\"]*\"");
  private static final Pattern FALSE_CONDITION =
      Pattern.compile("\"false_condition\": \"(?:[^\"\\\\]|\\\\.)*\", ");
  private static final Pattern PLAY_LINES =
      Pattern.compile(
          "(?m)^    (~ run: .*|ansible\\.legacy\\.vb2 \\(Ansible's module code\\) reported no change)\n");

  @TempDir Path dir;

  @Test
  void resultsAsAnsiblePrintsThem() throws IOException {
    assertEquals(
        """

        PLAY [all] *********************************************************************

        TASK [command] *****************************************************************
        skipping: [localhost]

        TASK [command] *****************************************************************
        fatal: [localhost]: FAILED! => {"changed": true, "cmd": ["false"], "delta": "X", "end": "X", "msg": "non-zero return code", "rc": 1, "start": "X", "stderr": "", "stderr_lines": [], "stdout": "", "stdout_lines": []}
        ...ignoring

        TASK [vb2] *********************************************************************
        ok: [localhost]

        TASK [assert] ******************************************************************
        ok: [localhost] => {
            "changed": false,
            "msg": "All assertions passed"
        }

        TASK [assert] ******************************************************************
        fatal: [localhost]: FAILED! => {
            "assertion": false,
            "changed": false,
            "evaluated_to": false,
            "msg": "Assertion failed"
        }
        ...ignoring

        TASK [assert] ******************************************************************
        ok: [localhost]

        PLAY RECAP *********************************************************************
        localhost                  : ok=5    changed=1    unreachable=0    failed=0    skipped=1    rescued=0    ignored=2  \s

        """,
        console(LOCAL, RESULTS));
  }

  /** With -v every result is shown, on one line, keys sorted, without failed and skipped. */
  @Test
  void resultsWithV() throws IOException {
    assertEquals(
        """

        PLAY [all] *********************************************************************

        TASK [command] *****************************************************************
        skipping: [localhost] => {"changed": false, "skip_reason": "Conditional result was False"}

        TASK [command] *****************************************************************
        fatal: [localhost]: FAILED! => {"changed": true, "cmd": ["false"], "delta": "X", "end": "X", "msg": "non-zero return code", "rc": 1, "start": "X", "stderr": "", "stderr_lines": [], "stdout": "", "stdout_lines": []}
        ...ignoring

        TASK [vb2] *********************************************************************
        ok: [localhost] => {"changed": false, "x": 1}

        TASK [assert] ******************************************************************
        ok: [localhost] => {
            "changed": false,
            "msg": "All assertions passed"
        }

        TASK [assert] ******************************************************************
        fatal: [localhost]: FAILED! => {
            "assertion": false,
            "changed": false,
            "evaluated_to": false,
            "msg": "Assertion failed"
        }
        ...ignoring

        TASK [assert] ******************************************************************
        ok: [localhost] => {"changed": false, "msg": "All assertions passed"}

        PLAY RECAP *********************************************************************
        localhost                  : ok=5    changed=1    unreachable=0    failed=0    skipped=1    rescued=0    ignored=2  \s

        """,
        console(LOCAL, RESULTS, "-v"));
  }

  /** With -vv the playbook's banner and each task's path too. */
  @Test
  void resultsWithVv() throws IOException {
    assertEquals(
        """

        PLAYBOOK: pb.yml ***************************************************************
        1 plays in ROOT/pb.yml

        PLAY [all] *********************************************************************

        TASK [command] *****************************************************************
        task path: ROOT/pb.yml:4
        skipping: [localhost] => {"changed": false, "skip_reason": "Conditional result was False"}

        TASK [command] *****************************************************************
        task path: ROOT/pb.yml:6
        fatal: [localhost]: FAILED! => {"changed": true, "cmd": ["false"], "delta": "X", "end": "X", "msg": "non-zero return code", "rc": 1, "start": "X", "stderr": "", "stderr_lines": [], "stdout": "", "stdout_lines": []}
        ...ignoring

        TASK [vb2] *********************************************************************
        task path: ROOT/pb.yml:8
        ok: [localhost] => {"changed": false, "x": 1}

        TASK [assert] ******************************************************************
        task path: ROOT/pb.yml:9
        ok: [localhost] => {
            "changed": false,
            "msg": "All assertions passed"
        }

        TASK [assert] ******************************************************************
        task path: ROOT/pb.yml:10
        fatal: [localhost]: FAILED! => {
            "assertion": false,
            "changed": false,
            "evaluated_to": false,
            "msg": "Assertion failed"
        }
        ...ignoring

        TASK [assert] ******************************************************************
        task path: ROOT/pb.yml:12
        ok: [localhost] => {"changed": false, "msg": "All assertions passed"}

        PLAY RECAP *********************************************************************
        localhost                  : ok=5    changed=1    unreachable=0    failed=0    skipped=1    rescued=0    ignored=2  \s

        """,
        console(LOCAL, RESULTS, "-vv"));
  }

  @Test
  void loopsDebugDelegationAndNoLog() throws IOException {
    assertEquals(
        """

        PLAY [localhost] ***************************************************************

        TASK [debug] *******************************************************************
        ok: [localhost] => {
            "v": {
                "a": [
                    1,
                    {
                        "c": 3,
                        "d": 4
                    }
                ],
                "b": 2
            }
        }

        TASK [debug] *******************************************************************
        ok: [localhost] => (item=x) => {
            "msg": "x"
        }

        TASK [command] *****************************************************************
        changed: [localhost] => (item=a)
        skipping: [localhost] => (item=b)\s

        TASK [command] *****************************************************************
        skipping: [localhost] => (item=a)\s
        skipping: [localhost]

        TASK [command] *****************************************************************
        skipping: [localhost]

        TASK [shell] *******************************************************************
        changed: [localhost] => (item=0)
        failed: [localhost] (item=1) => {"ansible_loop_var": "item", "changed": true, "cmd": "exit 1", "delta": "X", "end": "X", "item": 1, "msg": "non-zero return code", "rc": 1, "start": "X", "stderr": "", "stderr_lines": [], "stdout": "", "stdout_lines": []}
        ...ignoring

        TASK [assert] ******************************************************************
        ok: [localhost] => (item=1) => {
            "ansible_loop_var": "item",
            "changed": false,
            "item": 1,
            "msg": "All assertions passed"
        }

        TASK [command] *****************************************************************
        changed: [localhost -> other(127.0.0.1)]

        TASK [debug] *******************************************************************
        ok: [localhost]

        TASK [debug] *******************************************************************
        ok: [localhost] => (item=None)
        ok: [localhost]

        PLAY RECAP *********************************************************************
        localhost                  : ok=8    changed=3    unreachable=0    failed=0    skipped=2    rescued=0    ignored=1  \s

        """,
        console(LOCAL + OTHER, LOOPS));
  }

  @Test
  void loopsDebugDelegationAndNoLogWithV() throws IOException {
    assertEquals(
        """

        PLAY [localhost] ***************************************************************

        TASK [debug] *******************************************************************
        ok: [localhost] => {
            "v": {
                "a": [
                    1,
                    {
                        "c": 3,
                        "d": 4
                    }
                ],
                "b": 2
            }
        }

        TASK [debug] *******************************************************************
        ok: [localhost] => (item=x) => {
            "msg": "x"
        }

        TASK [command] *****************************************************************
        changed: [localhost] => (item=a) => {"ansible_loop_var": "item", "changed": true, "cmd": ["echo", "a"], "delta": "X", "end": "X", "item": "a", "msg": "", "rc": 0, "start": "X", "stderr": "", "stderr_lines": [], "stdout": "a", "stdout_lines": ["a"]}
        skipping: [localhost] => (item=b)  => {"ansible_loop_var": "item", "changed": false, "item": "b", "skip_reason": "Conditional result was False"}

        TASK [command] *****************************************************************
        skipping: [localhost] => (item=a)  => {"ansible_loop_var": "item", "changed": false, "item": "a", "skip_reason": "Conditional result was False"}
        skipping: [localhost] => {"changed": false, "msg": "All items skipped"}

        TASK [command] *****************************************************************
        skipping: [localhost] => {"changed": false, "skipped_reason": "No items in the list"}

        TASK [shell] *******************************************************************
        changed: [localhost] => (item=0) => {"ansible_loop_var": "item", "changed": true, "cmd": "exit 0", "delta": "X", "end": "X", "item": 0, "msg": "", "rc": 0, "start": "X", "stderr": "", "stderr_lines": [], "stdout": "", "stdout_lines": []}
        failed: [localhost] (item=1) => {"ansible_loop_var": "item", "changed": true, "cmd": "exit 1", "delta": "X", "end": "X", "item": 1, "msg": "non-zero return code", "rc": 1, "start": "X", "stderr": "", "stderr_lines": [], "stdout": "", "stdout_lines": []}
        ...ignoring

        TASK [assert] ******************************************************************
        ok: [localhost] => (item=1) => {
            "ansible_loop_var": "item",
            "changed": false,
            "item": 1,
            "msg": "All assertions passed"
        }

        TASK [command] *****************************************************************
        changed: [localhost -> other(127.0.0.1)] => {"changed": true, "cmd": ["echo", "hi"], "delta": "X", "end": "X", "msg": "", "rc": 0, "start": "X", "stderr": "", "stderr_lines": [], "stdout": "hi", "stdout_lines": ["hi"]}

        TASK [debug] *******************************************************************
        ok: [localhost] => {"censored": "the output has been hidden due to the fact that 'no_log: true' was specified for this result"}

        TASK [debug] *******************************************************************
        ok: [localhost] => (item=None) => {"censored": "the output has been hidden due to the fact that 'no_log: true' was specified for this result"}
        ok: [localhost] => {"censored": "the output has been hidden due to the fact that 'no_log: true' was specified for this result"}

        PLAY RECAP *********************************************************************
        localhost                  : ok=8    changed=3    unreachable=0    failed=0    skipped=2    rescued=0    ignored=1  \s

        """,
        console(LOCAL + OTHER, LOOPS, "-v"));
  }

  /** As Ansible's strategy: a registered result (a loop's items too) keeps no internal key. */
  @Test
  void registerKeepsNoInternalKeys() throws IOException {
    PlayRun r =
        new RunDir(dir)
            .play(
                LOCAL,
                """
        - hosts: all
          gather_facts: false
          tasks:
            - assert: {that: [true]}
              register: a
              loop: [1]
            - assert: {that: [true]}
              register: b
            - debug: msg="{{ (b.keys() | list + a.results[0].keys() | list) | select('match', '_ansible') | list }}"
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(
        r.out()
            .contains(
                """
        TASK [debug] *******************************************************************
        ok: [localhost] => {
            "msg": []
        }
        """),
        r.all());
  }

  /** play's standard output for {@code playbook}, normalised as the expected texts are. */
  private String console(String inventory, String playbook, String... args) throws IOException {
    RunDir run = new RunDir(dir);
    run.write("library/vb2.py", VB2);
    PlayRun r = run.play(inventory, playbook, args);
    assertEquals(0, r.exitCode(), r.all());
    String out = r.out().replace(dir.toString(), "ROOT");
    out = TIMES.matcher(out).replaceAll("\"$1\": \"X\"");
    out = FALSE_CONDITION.matcher(out).replaceAll("");
    return PLAY_LINES.matcher(out).replaceAll("");
  }
}
