package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.FleetRequirements;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CI-sized runs of {@code bench/faults.sh} (issue 27), on real SSH hosts in containers, with
 * play from this build (a launcher on the test class path): 20 hosts under one fault of each kind
 * (sshd killed, paused, network cut, disk full, host key changed) from a fixed seed; and play
 * killed with SIGKILL in the middle of a run on 10 hosts. The script's own checks (each host
 * reported with its fault's reason, the recap adding up, convergence, no partial or temporary file)
 * decide; the test also reads its summary and checks that no container of the run is left.
 *
 * <p>Tagged {@code bench}: part of {@code ./run-tests} and so of CI, left out of the fast run;
 * alone: {@code mvn -o -pl engine -am test -Dgroups=bench}.
 */
@ContainerTest
@Tag("bench")
class FaultsBenchTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final String IMAGE = "play-testhost:bookworm-python";

  /** A run takes about 45 s here, alone; CI's machine may be loaded. */
  private static final Duration LIMIT = Duration.ofSeconds(300);

  private static final Pattern RUN_ID = Pattern.compile("^run=(faults-\\d+) ", Pattern.MULTILINE);

  @TempDir Path dir;

  @Test
  void twentyHostsUnderOneFaultOfEachKindAreReportedHealedAndConverge() throws Exception {
    Bench r =
        bench(
            "faults",
            Map.of(
                "SEED",
                "27",
                "HOSTS",
                "20",
                "FRACTION",
                "25",
                "PAUSE_S",
                "10",
                "ALIVE_INTERVAL",
                "2",
                "ALIVE_COUNT",
                "3"));
    assertEquals(0, r.exitCode(), r.all());
    String summary = r.summary();
    assertTrue(
        summary.contains(
            "faults scheduled 5, injected 5: disk 1, hostkey 1, network 1, pause 1, sshd 1"),
        summary);
    assertTrue(summary.contains("15/15 (recap and end state)"), summary);
    assertTrue(summary.contains("refused 1/1 naming the host"), summary);
    assertTrue(summary.contains("20/20 hosts; differ: none"), summary);
    assertTrue(summary.contains("then changed=0"), summary);
    assertTrue(summary.contains("all checks passed"), r.all());
    assertEquals(List.of(), containersOf(summary), "every container of the run is removed");
  }

  @Test
  void playKilledMidRunOnTenHostsLeavesNothingPartialAndTheRerunConverges() throws Exception {
    Bench r =
        bench(
            "kill", Map.of("SEED", "27", "HOSTS", "10", "ALIVE_INTERVAL", "2", "ALIVE_COUNT", "3"));
    assertEquals(0, r.exitCode(), r.all());
    String summary = r.summary();
    assertTrue(
        summary.matches("(?s).*killed after [0-9.]+ s at \\d+/250 host-task results.*"), summary);
    assertTrue(summary.contains("10/10 hosts; differ: none"), summary);
    assertTrue(summary.matches("(?s).*no temporary file or shell directory left +ok .*"), summary);
    assertTrue(summary.contains("no-change run"), summary);
    assertTrue(summary.contains("changed=0"), summary);
    assertEquals(List.of(), containersOf(summary), "every container of the run is removed");
  }

  /**
   * Runs {@code bench/faults.sh MODE} with {@code env}, its output in {@code dir/out}. A run past
   * its time is stopped with all it started, and its containers are removed.
   */
  private Bench bench(String mode, Map<String, String> env) throws Exception {
    FleetRequirements.requireImage(IMAGE);
    Path out = dir.resolve("out");
    ProcessBuilder pb =
        new ProcessBuilder(ROOT.resolve("bench/faults.sh").toString(), mode)
            .directory(ROOT.toFile());
    pb.environment().putAll(env);
    pb.environment().put("OUT", out.toString());
    pb.environment().put("PLAY", launcher().toString());
    try {
      TimedProcess.Ended r =
          TimedProcess.run(pb, dir.resolve(mode + ".out"), LIMIT, "bench/faults.sh " + mode);
      return new Bench(r.exitCode(), r.output(), playLogs(out), out.resolve("summary.txt"));
    } catch (AssertionError e) {
      throw new AssertionError(e.getMessage() + playLogs(out) + removeContainers(out), e);
    }
  }

  /** The end of each play run's log, for a failure's message. */
  private static String playLogs(Path out) throws IOException {
    if (!Files.isDirectory(out)) {
      return "";
    }
    StringBuilder logs = new StringBuilder();
    try (var files = Files.list(out)) {
      for (Path log : files.filter(f -> f.toString().endsWith(".log")).sorted().toList()) {
        List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        logs.append("\n--- the last lines of ").append(log.getFileName()).append('\n');
        lines
            .subList(Math.max(0, lines.size() - 30), lines.size())
            .forEach(l -> logs.append(l).append('\n'));
      }
    }
    return logs.toString();
  }

  /** Removes the containers and network of a run that was stopped; says how that went. */
  private String removeContainers(Path out) throws IOException, InterruptedException {
    Matcher m = RUN_ID.matcher(TimedProcess.read(out.resolve("settings")));
    if (!m.find()) {
      return "\n(no run was started)";
    }
    String script =
        "ids=$(docker ps -aq --filter label=play.bench.run=$1); [ -z \"$ids\" ] || docker rm -f $ids;"
            + " docker network rm play-$1";
    TimedProcess.Ended r =
        TimedProcess.run(
            new ProcessBuilder("bash", "-c", script, "bash", m.group(1)),
            dir.resolve("cleanup.out"),
            Duration.ofSeconds(120),
            "removing the containers of " + m.group(1));
    return "\n--- removing the containers of "
        + m.group(1)
        + ": exit "
        + r.exitCode()
        + "\n"
        + r.output();
  }

  /** A {@code play} launcher running this build's classes, as {@code ./play} runs the jar. */
  private Path launcher() throws IOException {
    String java = ProcessHandle.current().info().command().orElse("java");
    String script =
        "#!/bin/sh\nexec "
            + quote(java)
            + " -XX:+UseG1GC -XX:TieredStopAtLevel=1 -Dplay.tty=false -Dplay.home="
            + quote(ROOT.toString())
            + " -cp "
            + quote(System.getProperty("java.class.path"))
            + " dev.play.cli.Main \"$@\"\n";
    Path launcher = Files.writeString(dir.resolve("play"), script);
    Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
    return launcher;
  }

  private static String quote(String s) {
    return "'" + s.replace("'", "'\\''") + "'";
  }

  /** The containers still carrying the run's label (the run named in the summary's first line). */
  private List<String> containersOf(String summary) throws Exception {
    Matcher m = RUN_ID.matcher(summary);
    assertTrue(m.find(), summary);
    TimedProcess.Ended ps =
        TimedProcess.run(
            new ProcessBuilder(
                "docker", "ps", "-aq", "--filter", "label=play.bench.run=" + m.group(1)),
            dir.resolve("ps.out"),
            Duration.ofSeconds(60),
            "docker ps");
    assertEquals(0, ps.exitCode(), ps.output());
    return ps.output().lines().toList();
  }

  /** A run: the script's output, the end of each play log (for messages), its summary. */
  private record Bench(int exitCode, String out, String playLogs, Path summaryFile) {
    String all() {
      return out + playLogs;
    }

    String summary() throws IOException {
      assertTrue(Files.isRegularFile(summaryFile), all());
      return Files.readString(summaryFile) + "\n" + out;
    }
  }
}
