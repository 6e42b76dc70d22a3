package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.FleetRequirements;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CI-sized runs of {@code bench/faults.sh} (issue 27), on real SSH hosts in containers, with
 * play from this build (a launcher on the test class path): 20 hosts under one fault of each kind
 * (sshd killed, paused, network cut, disk full, host key changed) from a fixed seed; and play
 * killed with SIGKILL in the middle of a run on 10 hosts. The script's own checks (each host
 * reported with its fault's reason, the recap adding up, convergence, no partial or temporary file)
 * decide; the test also reads its summary and checks that no container of the run is left.
 */
@ContainerTest
class FaultsBenchTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final String IMAGE = "play-testhost:bookworm-python";
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
    assertEquals(0, r.exitCode(), r.out());
    String summary = r.summary();
    assertTrue(
        summary.contains(
            "faults scheduled 5, injected 5: disk 1, hostkey 1, network 1, pause 1, sshd 1"),
        summary);
    assertTrue(summary.contains("15/15 (recap and end state)"), summary);
    assertTrue(summary.contains("refused 1/1 naming the host"), summary);
    assertTrue(summary.contains("20/20 hosts; differ: none"), summary);
    assertTrue(summary.contains("then changed=0"), summary);
    assertTrue(summary.contains("all checks passed"), r.out());
    assertEquals(List.of(), containersOf(summary), "every container of the run is removed");
  }

  @Test
  void playKilledMidRunOnTenHostsLeavesNothingPartialAndTheRerunConverges() throws Exception {
    Bench r =
        bench(
            "kill", Map.of("SEED", "27", "HOSTS", "10", "ALIVE_INTERVAL", "2", "ALIVE_COUNT", "3"));
    assertEquals(0, r.exitCode(), r.out());
    String summary = r.summary();
    assertTrue(
        summary.matches("(?s).*killed after [0-9.]+ s at \\d+/250 host-task results.*"), summary);
    assertTrue(summary.contains("10/10 hosts; differ: none"), summary);
    assertTrue(summary.matches("(?s).*no temporary file or shell directory left +ok .*"), summary);
    assertTrue(summary.contains("no-change run"), summary);
    assertTrue(summary.contains("changed=0"), summary);
    assertEquals(List.of(), containersOf(summary), "every container of the run is removed");
  }

  /** Runs {@code bench/faults.sh MODE} with {@code env}, its output in {@code dir/out}. */
  private Bench bench(String mode, Map<String, String> env) throws Exception {
    FleetRequirements.requireImage(IMAGE);
    ProcessBuilder pb =
        new ProcessBuilder(ROOT.resolve("bench/faults.sh").toString(), mode)
            .directory(ROOT.toFile())
            .redirectErrorStream(true)
            .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
    pb.environment().putAll(env);
    pb.environment().put("OUT", dir.resolve("out").toString());
    pb.environment().put("PLAY", launcher().toString());
    Process p = pb.start();
    CompletableFuture<String> out =
        CompletableFuture.supplyAsync(
            () -> {
              try (var in = p.getInputStream()) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
            });
    if (!p.waitFor(300, TimeUnit.SECONDS)) {
      p.destroy(); // SIGTERM: the script's trap removes its containers
      if (!p.waitFor(30, TimeUnit.SECONDS)) {
        p.destroyForcibly();
      }
      throw new AssertionError("bench/faults.sh " + mode + " took over 300 s:\n" + out.join());
    }
    return new Bench(p.exitValue(), out.join(), dir.resolve("out/summary.txt"));
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
  private static List<String> containersOf(String summary) throws Exception {
    Matcher m = RUN_ID.matcher(summary);
    assertTrue(m.find(), summary);
    Process ps =
        new ProcessBuilder("docker", "ps", "-aq", "--filter", "label=play.bench.run=" + m.group(1))
            .redirectErrorStream(true)
            .start();
    String out = new String(ps.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, ps.waitFor(), out);
    return out.lines().toList();
  }

  private record Bench(int exitCode, String out, Path summaryFile) {
    String summary() throws IOException {
      assertTrue(Files.isRegularFile(summaryFile), out);
      return Files.readString(summaryFile) + "\n" + out;
    }
  }
}
