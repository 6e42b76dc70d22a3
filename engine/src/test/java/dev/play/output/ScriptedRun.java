package dev.play.output;

import dev.play.diff.Diff;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One run, told event by event to a listener, for the tests of the writers: two hosts, a changed
 * copy with a diff, a loop of two items, a skip and an unreachable host, an ignored failure, a
 * failure; the clock moves a quarter of a second each time it is read.
 */
final class ScriptedRun {
  static final TaskHeader COPY =
      new TaskHeader(TaskHeader.Kind.TASK, null, "Write config", "copy", "/pb/site.yml:5");
  static final TaskHeader LOOP =
      new TaskHeader(
          TaskHeader.Kind.TASK, "base", "Packages", "apt", "/pb/roles/base/tasks/main.yml:2");
  static final TaskHeader SKIP =
      new TaskHeader(TaskHeader.Kind.TASK, null, "Only on h1", "command", "/pb/site.yml:9");
  static final TaskHeader PROBE =
      new TaskHeader(TaskHeader.Kind.HANDLER, null, "Probe", "command", "/pb/site.yml:14");
  static final Diff DIFF = new Diff("/etc/app.conf", "/etc/app.conf", "a=1\n", "a=2\n");

  private ScriptedRun() {}

  static void play(RunListener l) {
    l.playStart("Site", List.of("node0", "node1"));
    l.taskStart(COPY);
    l.hostResult(
        result(
            "node0",
            COPY,
            Status.CHANGED,
            null,
            Map.of("changed", true, "dest", "/etc/app.conf"),
            List.of(DIFF),
            false));
    l.hostResult(
        result("node1", COPY, Status.OK, null, Map.of("changed", false), List.of(), false));
    l.taskStart(LOOP);
    Map<String, Object> a = Map.of("changed", true, "item", "a");
    Map<String, Object> b = Map.of("changed", false, "item", "b");
    l.hostResult(result("node0", LOOP, Status.CHANGED, "a", a, List.of(), false));
    l.hostResult(result("node0", LOOP, Status.OK, "b", b, List.of(), false));
    l.hostResult(
        result(
            "node0",
            LOOP,
            Status.CHANGED,
            null,
            map("changed", true, "msg", "All items completed", "results", List.of(a, b)),
            List.of(),
            false));
    l.hostResult(
        result(
            "node1",
            LOOP,
            Status.OK,
            null,
            map("changed", false, "msg", "All items completed", "results", List.of()),
            List.of(),
            false));
    l.warning("a warning");
    l.taskStart(SKIP);
    l.hostResult(
        result(
            "node0",
            SKIP,
            Status.SKIPPED,
            null,
            map("changed", false, "skip_reason", "Conditional result was False"),
            List.of(),
            false));
    l.hostResult(
        result(
            "node1",
            SKIP,
            Status.UNREACHABLE,
            null,
            map("changed", false, "unreachable", true, "msg", "connection refused"),
            List.of(),
            false));
    l.taskStart(PROBE);
    l.hostResult(
        result(
            "node0",
            PROBE,
            Status.FAILED,
            null,
            map("changed", true, "failed", true, "rc", 1, "msg", "non-zero return code"),
            List.of(),
            true));
    l.noHostsLeft();
    l.recap(
        List.of(
            new HostStats("node1", 1, 0, 1, 0, 0, 0, 0),
            new HostStats("node0", 2, 2, 0, 0, 1, 0, 1)),
        false);
  }

  static HostResult result(
      String host,
      TaskHeader task,
      Status status,
      String item,
      Map<String, Object> result,
      List<Diff> diffs,
      boolean ignored) {
    return new HostResult(
        host,
        task,
        status,
        item,
        result,
        diffs,
        List.of(),
        null,
        ignored,
        false,
        ResultDisplay.ON_VERBOSE,
        null);
  }

  /** A map in the order given (Map.of has none). */
  static Map<String, Object> map(Object... kv) {
    Map<String, Object> m = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put((String) kv[i], kv[i + 1]);
    }
    return m;
  }

  /** Starts at 2026-01-02T03:04:05Z, a quarter second later at each reading. */
  static Clock clock() {
    java.util.concurrent.atomic.AtomicLong reads = new java.util.concurrent.atomic.AtomicLong();
    return reading(
        () -> Instant.parse("2026-01-02T03:04:05Z").plusMillis(250 * reads.getAndIncrement()));
  }

  /** A UTC clock whose every reading is the next of {@code next}. */
  static Clock reading(java.util.function.Supplier<Instant> next) {
    return new Clock() {
      @Override
      public ZoneId getZone() {
        return ZoneOffset.UTC;
      }

      @Override
      public Clock withZone(ZoneId zone) {
        return this;
      }

      @Override
      public Instant instant() {
        return next.get();
      }
    };
  }

  /** A standard output to read back. */
  static final class Stdout {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream stream = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    OutputTarget target() {
      return new OutputTarget("--test", null, stream);
    }

    String text() {
      return bytes.toString(StandardCharsets.UTF_8);
    }
  }
}
