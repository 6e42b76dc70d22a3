package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A host whose {@code timeout} tool lies (it runs the command without a limit) and whose command
 * stalls: the task's {@code timeout:} still ends the task near its time, from the controller, with
 * Ansible's message; the other host's tasks are not held up.
 */
class StalledHostTest {
  @TempDir Path dir;

  @Test
  void aStalledCommandOnAHostWhoseTimeoutLiesFailsWithinTheTasksTimeout() throws Exception {
    Path bin = Files.createDirectories(dir.resolve("bin"));
    Path fake = bin.resolve("timeout");
    Files.writeString(fake, "#!/bin/sh\n# ignores its limits: -k N N\nshift 3\nexec \"$@\"\n");
    Files.setPosixFilePermissions(fake, PosixFilePermissions.fromString("rwxr-xr-x"));
    Files.writeString(
        dir.resolve("hosts.ini"),
        "stalls ansible_connection=local\nworks ansible_connection=local\n");
    Path pb =
        Files.writeString(
            dir.resolve("pb.yml"),
            """
            - hosts: all
              gather_facts: false
              tasks:
                - name: stall
                  shell: "{{ 'sleep 300' if inventory_hostname == 'stalls' else 'echo done' }}"
                  timeout: 1
                - name: after
                  command: echo after
            """);
    ProcessBuilder b =
        PlayProcess.of(List.of(), "-i", dir.resolve("hosts.ini").toString(), pb.toString());
    b.environment().put("PATH", bin + ":" + System.getenv("PATH"));
    long start = System.nanoTime();
    Process p = b.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), out);
    Duration took = Duration.ofNanos(System.nanoTime() - start);
    assertEquals(2, p.exitValue(), out);
    assertTrue(
        out.contains(
            "fatal: [stalls]: FAILED! => {\"changed\": false, \"msg\": \"The shell action failed"
                + " to execute in the expected time frame (1) and was terminated\"}"),
        out);
    assertTrue(out.contains("changed: [works]"), out);
    assertTrue(out.matches("(?s).*works\\s+: ok=2 .*"), out);
    // 1 s of timeout, 5 s for the host's KILL, 5 s of grace for the answer, and play's start
    assertTrue(took.compareTo(Duration.ofSeconds(40)) < 0, "took " + took + "\n" + out);
  }
}
