package dev.play.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.secret.Secrets;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConsoleReporterTest {
  private static final TaskHeader TASK = new TaskHeader(TaskHeader.Kind.TASK, "nfs", "Export");

  private static String render(boolean terminal) {
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(buf, true, StandardCharsets.UTF_8);
    ConsoleReporter r = new ConsoleReporter(out, new Style(terminal), 0, new Secrets());
    r.taskStart(TASK);
    r.progress(TASK, 3, 10, "node4", Duration.ofMillis(4200));
    r.hostResult(
        new HostResult(
            "node0",
            TASK,
            Status.CHANGED,
            null,
            Map.of("changed", true),
            List.of(),
            List.of("write /etc/exports (mode 0644)"),
            null,
            false,
            false,
            ResultDisplay.ON_VERBOSE,
            null));
    return buf.toString(StandardCharsets.UTF_8);
  }

  @Test
  void progressLineOnlyOnATerminalAndClearedBeforeResults() {
    assertEquals("\nTASK [nfs : Export] " + "*".repeat(60) + "\nchanged: [node0]\n", render(false));
    String tty = render(true);
    assertEquals(
        "\nTASK [nfs : Export] "
            + "*".repeat(60)
            + "\n\r\u001b[K  3/10 hosts done, waiting on node4, 4.2s"
            + "\r\u001b[K\u001b[0;33mchanged: [node0]\u001b[0m\n",
        tty);
  }

  private static final TaskHeader MOD =
      new TaskHeader(TaskHeader.Kind.TASK, null, "mod", "mod", "/pb/site.yml:3");
  private static final TaskHeader DEBUG =
      new TaskHeader(TaskHeader.Kind.TASK, null, "debug", "debug", "/pb/site.yml:5");
  private static final String TRACE =
      "Traceback (most recent call last):\n  File \"m.py\", line 3\nValueError: kaputt\n";

  /** The host lines of {@code results} at {@code verbosity}, without the task banner. */
  private static String lines(int verbosity, HostResult... results) {
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    ConsoleReporter r =
        new ConsoleReporter(
            new PrintStream(buf, true, StandardCharsets.UTF_8),
            new Style(false),
            verbosity,
            new Secrets());
    for (HostResult result : results) {
      r.hostResult(result);
    }
    return buf.toString(StandardCharsets.UTF_8);
  }

  private static HostResult result(
      TaskHeader task,
      Status status,
      String item,
      Map<String, Object> result,
      ResultDisplay display,
      String delegate) {
    return new HostResult(
        "h", task, status, item, result, List.of(), List.of(), null, false, false, display,
        delegate);
  }

  private static HostResult result(TaskHeader task, Status status, Map<String, Object> result) {
    return result(task, status, null, result, ResultDisplay.ON_VERBOSE, null);
  }

  /** As Ansible's display: a warning or a deprecation already shown is not shown again. */
  @Test
  void showsEachWarningOnce() {
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    ConsoleReporter r =
        new ConsoleReporter(
            new PrintStream(buf, true, StandardCharsets.UTF_8), new Style(false), 0, new Secrets());
    r.warning("one");
    r.warning("two");
    r.warning("one");
    r.deprecation("one");
    r.deprecation("one");
    assertEquals(
        "[WARNING]: one\n[WARNING]: two\n[DEPRECATION WARNING]: one\n",
        buf.toString(StandardCharsets.UTF_8));
  }

  /**
   * As Ansible's _handle_exception: the error's last line before the result, which never shows it.
   */
  @Test
  void anExceptionIsShownOnItsOwnLine() {
    HostResult failed =
        result(
            MOD,
            Status.FAILED,
            ScriptedRun.map(
                "failed", true, "msg", "MODULE FAILURE", "exception", TRACE, "changed", false));
    assertEquals(
        """
        An exception occurred during task execution. To see the full traceback, use -vvv. The error was: ValueError: kaputt
        fatal: [h]: FAILED! => {"changed": false, "msg": "MODULE FAILURE"}
        """,
        lines(0, failed));
    assertEquals(
        "The full traceback is:\n"
            + TRACE
            + """
        fatal: [h]: FAILED! => {
            "changed": false,
            "msg": "MODULE FAILURE"
        }
        """,
        lines(3, failed));
  }

  /** From -vvv: indented, with the module's invocation and diff, which -v leaves out. */
  @Test
  void invocationAndDiffOnlyFromVvv() {
    HostResult ok =
        result(
            MOD,
            Status.OK,
            ScriptedRun.map(
                "x",
                1,
                "invocation",
                Map.of("module_args", Map.of()),
                "diff",
                Map.of(),
                "changed",
                false));
    assertEquals("ok: [h] => {\"changed\": false, \"x\": 1}\n", lines(1, ok));
    assertEquals(
        """
        ok: [h] => {
            "changed": false,
            "diff": {},
            "invocation": {
                "module_args": {}
            },
            "x": 1
        }
        """,
        lines(3, ok));
  }

  /**
   * Fact gathering's result is not shown on its ok line, even with -v; a failure shows its result.
   */
  @Test
  void aResultNeverShownOnItsOkLine() {
    Map<String, Object> r = ScriptedRun.map("ansible_facts", Map.of("a", 1), "changed", false);
    assertEquals("ok: [h]\n", lines(2, result(MOD, Status.OK, null, r, ResultDisplay.NEVER, null)));
    assertEquals(
        "fatal: [h]: FAILED! => {\"changed\": false, \"msg\": \"no\"}\n",
        lines(
            2,
            result(
                MOD,
                Status.FAILED,
                null,
                ScriptedRun.map("changed", false, "msg", "no"),
                ResultDisplay.NEVER,
                null)));
  }

  /** Debug output is its msg alone (no item, no loop variable), or its variable without changed. */
  @Test
  void debugOutputIsCleanedAsAnsibleCleansIt() {
    HostResult item =
        result(
            DEBUG,
            Status.OK,
            "1",
            ScriptedRun.map("msg", 1, "item", 1, "ansible_loop_var", "item", "changed", false),
            ResultDisplay.ALWAYS,
            null);
    HostResult var =
        result(
            DEBUG,
            Status.OK,
            null,
            ScriptedRun.map("v", List.of(Map.of("b", 2, "a", 1)), "changed", false),
            ResultDisplay.ALWAYS,
            null);
    assertEquals(
        """
        ok: [h] => (item=1) => {
            "msg": 1
        }
        ok: [h] => {
            "v": [
                {
                    "a": 1,
                    "b": 2
                }
            ]
        }
        """,
        lines(0, item, var));
  }

  /**
   * A host unreachable in a loop: its item is a failed item (with unreachable: true), then the
   * loop's UNREACHABLE! line; a delegated task names the host it ran on, but not on a skipped line.
   */
  @Test
  void unreachableItemsAndDelegatedHosts() {
    Map<String, Object> item =
        ScriptedRun.map("changed", false, "unreachable", true, "msg", "refused", "item", 1);
    HostResult loop =
        new HostResult(
            "h",
            MOD,
            Status.UNREACHABLE,
            null,
            ScriptedRun.map(
                "changed", false, "msg", "All items completed", "results", List.of(item)),
            List.of(),
            List.of(),
            null,
            false,
            true,
            ResultDisplay.ON_VERBOSE,
            null);
    assertEquals(
        """
        failed: [h -> d(10.0.0.9)] (item=1) => {"changed": false, "item": 1, "msg": "refused", "unreachable": true}
        fatal: [h]: UNREACHABLE! => {"changed": false, "msg": "All items completed", "results": [{"changed": false, \
        "item": 1, "msg": "refused", "unreachable": true}]}
        skipping: [h]
        """,
        lines(
            0,
            result(MOD, Status.UNREACHABLE, "1", item, ResultDisplay.ON_VERBOSE, "d(10.0.0.9)"),
            loop,
            result(
                MOD,
                Status.SKIPPED,
                null,
                ScriptedRun.map("changed", false, "skipped", true),
                ResultDisplay.ON_VERBOSE,
                "d")));
  }

  /** As Ansible's recap: the hosts by name. */
  @Test
  void recapByHostName() {
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    new ConsoleReporter(
            new PrintStream(buf, true, StandardCharsets.UTF_8), new Style(false), 0, new Secrets())
        .recap(
            List.of(
                new HostStats("node2", 1, 0, 0, 0, 0, 0, 0),
                new HostStats("node10", 1, 0, 0, 0, 0, 0, 0)),
            false);
    String out = buf.toString(StandardCharsets.UTF_8);
    assertEquals(true, out.indexOf("node10 ") < out.indexOf("node2 "), out);
  }

  /**
   * As Ansible's default callback, which strips the task's name ({@code role : name}) at both ends.
   */
  @Test
  void aTaskNameIsShownWithoutSpacesAtItsEnds() {
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    ConsoleReporter r =
        new ConsoleReporter(
            new PrintStream(buf, true, StandardCharsets.UTF_8), new Style(false), 0, new Secrets());
    r.taskStart(new TaskHeader(TaskHeader.Kind.TASK, "lmod", "auto load lmod "));
    r.taskStart(new TaskHeader(TaskHeader.Kind.HANDLER, null, " restart\t"));
    assertEquals(
        "\nTASK [lmod : auto load lmod] "
            + "*".repeat(51)
            + "\n"
            + "\nRUNNING HANDLER [restart] "
            + "*".repeat(54)
            + "\n",
        buf.toString(StandardCharsets.UTF_8));
  }
}
