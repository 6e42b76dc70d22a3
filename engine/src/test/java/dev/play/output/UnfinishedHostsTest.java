package dev.play.output;

import static dev.play.output.ScriptedRun.map;
import static dev.play.output.ScriptedRun.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.play.secret.Secrets;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The console's CHECK SUMMARY is honest about hosts it has no complete prediction for: an
 * unreachable host, or one whose failure (neither ignored nor rescued) took it out of the play, is
 * named as not finished, never among the hosts without changes, and "nothing would change" is said
 * only when every host finished.
 */
class UnfinishedHostsTest {
  private static final TaskHeader FACTS =
      new TaskHeader(TaskHeader.Kind.FACTS, null, "Gathering Facts");
  private static final TaskHeader DAEMON =
      new TaskHeader(TaskHeader.Kind.TASK, "docker", "Daemon options", "json_file");
  private static final TaskHeader PERSIST =
      new TaskHeader(TaskHeader.Kind.TASK, "sysctl_roce", "Persist", "sysctl");
  private static final TaskHeader PROBE =
      new TaskHeader(TaskHeader.Kind.TASK, null, "Probe", "command");
  private static final TaskHeader RECOVER =
      new TaskHeader(TaskHeader.Kind.TASK, null, "Recover", "debug");
  private static final String REFUSED =
      "Failed to connect to the host via ssh: ssh: connect to host node3 port 22: "
          + "Connection refused";
  private static final String BANNER = "CHECK SUMMARY (would change) " + "*".repeat(51);

  /** This test's own secrets: each test builds its outputs with a fresh set, nothing to reset. */
  private final Secrets secrets = new Secrets();

  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final ConsoleReporter console =
      new ConsoleReporter(
          new PrintStream(bytes, true, StandardCharsets.UTF_8), new Style(false), 0, secrets);

  /** The CHECK SUMMARY of the run told so far, ending with {@code stats}. */
  private String summary(HostStats... stats) {
    console.recap(List.of(stats), true);
    String out = bytes.toString(StandardCharsets.UTF_8);
    return out.substring(out.indexOf("CHECK SUMMARY"), out.indexOf("PLAY RECAP"));
  }

  private void report(
      String host, TaskHeader task, Status status, Map<String, Object> result, boolean ignored) {
    console.hostResult(result(host, task, status, null, result, List.of(), ignored));
  }

  private void unreachable(String host, String msg) {
    report(host, FACTS, Status.UNREACHABLE, map("unreachable", true, "msg", msg), false);
  }

  private static HostStats stats(
      String host, int ok, int changed, int unreachable, int failed, int rescued, int ignored) {
    return new HostStats(host, ok, changed, unreachable, failed, 0, rescued, ignored);
  }

  @Test
  void unreachableHostsAreNotFinishedAndNothingIsSaidToChange() {
    console.playStart("Site", List.of("node3", "node4"));
    console.taskStart(FACTS);
    unreachable("node4", "timed out");
    unreachable("node3", REFUSED);
    assertEquals(
        String.join(
            "\n",
            BANNER,
            "not finished: node3 (unreachable: " + REFUSED + ")",
            "not finished: node4 (unreachable: timed out)",
            "",
            ""),
        summary(stats("node4", 0, 0, 1, 0, 0, 0), stats("node3", 0, 0, 1, 0, 0, 0)));
  }

  @Test
  void aFailedHostIsNamedWithItsTaskAndNeverAmongTheHostsWithoutChanges() {
    console.playStart("Site", List.of("node0", "node1", "node3", "node4"));
    console.taskStart(FACTS);
    unreachable("node3", "connection refused");
    console.taskStart(DAEMON);
    for (String host : List.of("node0", "node4")) {
      console.hostResult(
          new HostResult(
              host,
              DAEMON,
              Status.CHANGED,
              null,
              Map.of("changed", true),
              List.of(),
              List.of("write /etc/docker/daemon.json"),
              null,
              false,
              false,
              ResultDisplay.ON_VERBOSE,
              null));
    }
    report("node1", DAEMON, Status.OK, Map.of(), false);
    console.taskStart(PERSIST);
    report("node0", PERSIST, Status.OK, Map.of(), false);
    report("node1", PERSIST, Status.OK, Map.of(), false);
    report("node4", PERSIST, Status.FAILED, map("msg", "no such key"), false);
    assertEquals(
        String.join(
            "\n",
            BANNER,
            "not finished: node3 (unreachable: connection refused)",
            "not finished: node4 (failed at task \"sysctl_roce : Persist\")",
            "role docker",
            "  node0:",
            "    files      ~ Daemon options: write /etc/docker/daemon.json",
            "  node4 (not finished):",
            "    files      ~ Daemon options: write /etc/docker/daemon.json",
            "  no changes on node1",
            "role sysctl_roce",
            "  no changes on node0, node1",
            "  not finished: node4",
            "",
            ""),
        summary(
            stats("node0", 2, 1, 0, 0, 0, 0),
            stats("node1", 2, 0, 0, 0, 0, 0),
            stats("node3", 0, 0, 1, 0, 0, 0),
            stats("node4", 1, 1, 0, 1, 0, 0)));
  }

  @Test
  void withoutChangesTheHostsThatFinishedAreNamed() {
    console.playStart("Site", List.of("node0", "node1", "node4"));
    console.taskStart(PERSIST);
    report("node0", PERSIST, Status.OK, Map.of(), false);
    report("node1", PERSIST, Status.OK, Map.of(), false);
    report("node4", PERSIST, Status.FAILED, map("msg", "no such key"), false);
    String text =
        summary(
            stats("node0", 1, 0, 0, 0, 0, 0),
            stats("node1", 1, 0, 0, 0, 0, 0),
            stats("node4", 0, 0, 0, 1, 0, 0));
    assertEquals(
        String.join(
            "\n",
            BANNER,
            "not finished: node4 (failed at task \"sysctl_roce : Persist\")",
            "no changes on the hosts that finished: node0, node1",
            "role sysctl_roce",
            "  no changes on node0, node1",
            "  not finished: node4",
            "",
            ""),
        text);
  }

  @Test
  void ignoredAndRescuedFailuresLeaveTheHostFinished() {
    console.playStart("Site", List.of("node0", "node1"));
    console.taskStart(PROBE);
    report("node0", PROBE, Status.FAILED, map("msg", "ignored"), true);
    report("node1", PROBE, Status.FAILED, map("msg", "rescued"), false);
    console.taskStart(RECOVER);
    report("node1", RECOVER, Status.OK, Map.of(), false);
    assertEquals(
        String.join("\n", BANNER, "nothing would change", "(play tasks): no changes", "", ""),
        summary(stats("node0", 1, 0, 0, 0, 0, 1), stats("node1", 1, 0, 0, 0, 1, 0)));
  }

  @Test
  void aLongMessageIsCutToItsFirstLineAndAHundredAndTwentyCharacters() {
    console.playStart("Site", List.of("node3"));
    console.taskStart(FACTS);
    unreachable("node3", "y".repeat(130));
    assertEquals(
        "not finished: node3 (unreachable: " + "y".repeat(117) + "...)",
        summary(stats("node3", 0, 0, 1, 0, 0, 0)).lines().toList().get(1));
  }

  @Test
  void aSecretInTheMessageIsMaskedBeforeTheMessageIsShortened() {
    secrets.register("s3cr3t-value-that-runs-past-the-cut");
    console.playStart("Site", List.of("node3"));
    console.taskStart(FACTS);
    unreachable("node3", "x".repeat(110) + " s3cr3t-value-that-runs-past-the-cut\nsecond line");
    String text = summary(stats("node3", 0, 0, 1, 0, 0, 0));
    assertFalse(text.contains("s3cr3t"), text);
    assertEquals(
        "not finished: node3 (unreachable: " + "x".repeat(110) + " ********)",
        text.lines().toList().get(1));
  }
}
