package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Filters from a role's and a playbook's {@code filter_plugins/}, run with the controller's Python,
 * in task values, conditions and template files, on the local connection.
 */
class FilterPluginsRunTest {
  @TempDir Path dir;

  private static final String PLUGIN =
      """
      class FilterModule(object):
          def filters(self):
              return {'excess': self.excess, 'shout': lambda s, n=1: s.upper() + '!' * n, 'broken': self.broken}

          def excess(self, have, want, whitelist=()):
              return sorted(set(have) - set(want) - set(whitelist))

          def broken(self, value):
              raise ValueError('no good: %s' % value)
      """;

  private PlayRun play(String tasks) throws IOException {
    RunDir run = new RunDir(dir);
    run.write("roles/r/filter_plugins/mine.py", PLUGIN);
    run.write("roles/r/tasks/main.yml", tasks.replace("ROOT", dir.toString()));
    run.write(
        "roles/r/templates/t.j2",
        "{{ ['a', 'b'] | excess(['b']) | join(',') }} {{ 'x' | shout }}\n");
    return run.play(
        "[nodes]\nh1 ansible_connection=local\n",
        """
        - hosts: h1
          gather_facts: false
          roles: [r]
        """);
  }

  @Test
  void aRolesFiltersRunInTaskValuesConditionsAndTemplates() throws IOException {
    PlayRun r =
        play(
            """
        - debug:
            msg: "{{ ['a', 'b', 'c', 'd'] | excess(['a'], whitelist=['d']) }} {{ 'hi' | shout(n=2) }}"
        - debug: msg=counted
          when: (['a', 'b'] | excess(['a'])) == ['b']
        - template: {src: t.j2, dest: ROOT/out}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(r.out().contains("\"msg\": \"['b', 'c'] HI!!\""), r.all());
    assertTrue(r.out().contains("\"msg\": \"counted\""), r.all());
    assertEquals("a X!\n", Files.readString(dir.resolve("out")));
  }

  /**
   * A role included while the play runs brings its plugins too, found for values with no position
   * (a loop).
   */
  @Test
  void anIncludedRolesFiltersServeItsLoops() throws IOException {
    RunDir run = new RunDir(dir);
    run.write("roles/late/filter_plugins/late.py", PLUGIN);
    run.write(
        "roles/late/tasks/main.yml",
        """
        - debug: {msg: "item {{ item }}"}
          loop: "{{ ['a', 'b', 'c'] | excess(['b']) }}"
        """);
    PlayRun r =
        run.play(
            "[nodes]\nh1 ansible_connection=local\n",
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - include_role: {name: late}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(
        r.out().contains("\"msg\": \"item a\"") && r.out().contains("\"msg\": \"item c\""),
        r.all());
  }

  @Test
  void aPluginsErrorFailsTheTaskAndAnUnknownFilterIsStillAnError() throws IOException {
    PlayRun r =
        play(
            """
        - debug: {msg: "{{ 'v' | broken }}"}
          ignore_errors: true
        - debug: {msg: "{{ 'v' | shuot }}"}
        """);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(r.out().contains("ValueError: no good: v"), r.all());
    assertTrue(
        r.out().contains("roles/r/tasks/main.yml:3:3: error: bad template: unknown filter 'shuot'"),
        r.all());
  }
}
