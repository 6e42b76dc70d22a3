package dev.play.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.KeyType;
import dev.play.fleet.TestHost;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Year;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A node whose clock is ten years ahead (every process of its SSH sessions runs under libfaketime,
 * preloaded by sshd's {@code SetEnv}) beside one whose clock is right: facts, a command, an {@code
 * async} job polled to its end, {@code wait_for} and a task's {@code timeout:} behave alike on both
 * and within their times. play measures time on the controller; a node's clock is only data.
 */
@ContainerTest
class ClockSkewTest {
  private static final Path FAKETIME =
      Path.of("/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1");
  private static Fleet fleet;

  @BeforeAll
  static void start() throws Exception {
    assertTrue(
        Files.isRegularFile(FAKETIME),
        FAKETIME + " is missing: apt-get install libfaketime (.ci/run installs it)");
    fleet = Fleet.builder().hosts(2).start();
    TestHost skewed = fleet.host(0);
    Process cp =
        new ProcessBuilder(
                "docker", "cp", FAKETIME.toString(), skewed.containerId() + ":/usr/local/lib/")
            .inheritIO()
            .start();
    assertEquals(0, cp.waitFor());
    skewed
        .exec(
            "sh",
            "-c",
            "printf 'SetEnv LD_PRELOAD=/usr/local/lib/libfaketime.so.1 FAKETIME=+3650d\\n'"
                + " > /etc/ssh/sshd_config.d/00-skew.conf")
        .assertOk();
    skewed.reloadSshd();
  }

  @AfterAll
  static void stop() {
    if (fleet != null) {
      fleet.close();
    }
  }

  @Test
  void aNodeTenYearsAheadRunsAndTimesOutLikeTheOthers() throws Exception {
    Path inv =
        Files.writeString(
            fleet.dir().resolve("skew.ini"),
            fleet.hosts().stream()
                .map(h -> h.inventoryLine("play", KeyType.ED25519))
                .collect(Collectors.joining("\n", "", "\n")));
    Path pb =
        FleetRun.playbook(
            fleet,
            "skew.yml",
            """
            - hosts: all
              gather_facts: true
              tasks:
                - debug: {msg: "year {{ ansible_date_time.year }}"}
                - command: sleep 1
                  async: 30
                  poll: 1
                - wait_for: {path: /nonexistent, timeout: 2}
                  ignore_errors: true
                - command: sleep 60
                  timeout: 2
                  ignore_errors: true
                - command: echo after
            """);
    long start = System.nanoTime();
    FleetRun.Result r = FleetRun.play(fleet, inv, pb);
    Duration took = Duration.ofNanos(System.nanoTime() - start);
    assertEquals(0, r.exitCode(), r.all());
    int now = Year.now().getValue();
    assertTrue(r.out().contains("\"msg\": \"year " + (now + 10) + "\""), r.all());
    assertTrue(r.out().contains("\"msg\": \"year " + now + "\""), r.all());
    for (TestHost h : fleet.hosts()) {
      assertTrue(r.recap(h.name()).matches(".*ok=6 .*ignored=2.*"), r.all());
    }
    assertEquals(2, count(r.out(), "Timeout when waiting for file /nonexistent"), r.all());
    assertEquals(2, count(r.out(), "failed to execute in the expected time frame (2)"), r.all());
    assertTrue(took.compareTo(Duration.ofSeconds(60)) < 0, "took " + took);
  }

  private static int count(String text, String part) {
    int n = 0;
    for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
      n++;
    }
    return n;
  }
}
