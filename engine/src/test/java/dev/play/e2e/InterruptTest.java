package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.InheritedSignals;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Ctrl-C (SIGINT) or SIGTERM on a real play process: scheduling stops, the recap prints, the
 * reports are written, exit 99.
 */
class InterruptTest {
  @TempDir Path dir;

  @ParameterizedTest
  @ValueSource(strings = {"INT", "TERM"})
  void aSignalStopsSchedulingPrintsRecapAndExits99(String signal) throws Exception {
    if (signal.equals("INT")) {
      InheritedSignals.assumeSigintReachesChildren();
    }
    Path pb =
        Files.writeString(
            dir.resolve("slow.yml"),
            """
        - hosts: localhost
          gather_facts: false
          tasks:
            - copy: {content: "1\\n", dest: ROOT/started}
            - command: sleep 2
            - copy: {content: "2\\n", dest: ROOT/never}
        """
                .replace("ROOT", dir.toString()));
    Process p =
        PlayProcess.of(List.of(), "--junit", dir.resolve("junit.xml").toString(), pb.toString())
            .start();
    waitFor(dir.resolve("started"));
    new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).start().waitFor();
    assertTrue(p.waitFor(20, TimeUnit.SECONDS), "play did not stop after SIG" + signal);
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(99, p.exitValue(), out);
    assertTrue(out.contains("PLAY RECAP"), out);
    assertFalse(Files.exists(dir.resolve("never")), out);
    assertTrue(out.contains("[interrupted: SIG" + signal + "]"), out);
    try (var left = Files.list(dir)) {
      assertEquals(
          List.of("junit.xml", "slow.yml", "started"),
          left.map(f -> f.getFileName().toString()).sorted().toList(),
          "no temporary file left beside the play's files");
    }
    assertTrue(
        Files.readString(dir.resolve("junit.xml")).contains("<testcase classname=\"" + pb + ":4\""),
        "the JUnit report of what ran is written");
  }

  @org.junit.jupiter.api.Test
  void aDryRunStoppedByCtrlCNamesItsHostNotFinished() throws Exception {
    InheritedSignals.assumeSigintReachesChildren();
    Path pb =
        Files.writeString(
            dir.resolve("slow.yml"),
            """
        - hosts: localhost
          gather_facts: false
          tasks:
            - command: sh -c 'touch ROOT/started; sleep 2'
              check_mode: false
            - copy: {content: "2\\n", dest: ROOT/never}
        """
                .replace("ROOT", dir.toString()));
    Path json = dir.resolve("summary.json");
    Process p =
        PlayProcess.of(List.of(), "--check", "--summary-json", json.toString(), pb.toString())
            .start();
    waitFor(dir.resolve("started"));
    new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start().waitFor();
    assertTrue(p.waitFor(20, TimeUnit.SECONDS), "play did not stop after SIGINT");
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(99, p.exitValue(), out);
    assertTrue(
        out.contains("not finished: localhost (interrupted: the run stopped before its end)"), out);
    assertFalse(out.contains("nothing would change"), out);
    assertTrue(
        Files.readString(json).contains("\"unfinished\": [\n    \"localhost\"\n  ]"),
        Files.readString(json));
  }

  private static void waitFor(Path file) throws InterruptedException {
    for (int i = 0; i < 300 && !Files.exists(file); i++) {
      Thread.sleep(50);
    }
    assertTrue(Files.exists(file), "the play never started");
  }
}
