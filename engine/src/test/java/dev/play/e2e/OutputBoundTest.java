package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.connection.KeptBytes;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A host that answers with a gigabyte (a command's output, a {@code slurp}, a file a module reads)
 * or a file larger than the bound to {@code fetch} (read in pieces) costs the controller a bounded
 * amount: play, in a JVM of 320 MiB (two hosts' registered results of 16 MiB, with their lines,
 * take half of it), keeps the first 16 MiB of each output, says so, fails only the modules that
 * would act on a part, and the other hosts go on.
 */
class OutputBoundTest {
  private static final long GIGABYTE = 1L << 30;
  @TempDir Path dir;

  @Test
  void aGigabyteFromAHostIsCutInBoundedMemory() throws Exception {
    Path big = dir.resolve("big");
    try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
      f.setLength(GIGABYTE); // sparse: no disk needed
    }
    Path mid = dir.resolve("mid");
    try (RandomAccessFile f = new RandomAccessFile(mid.toFile(), "rw")) {
      f.setLength(100L << 20);
    }
    Path lines = dir.resolve("lines");
    Files.writeString(lines, "line\n".repeat((KeptBytes.LIMIT / 5) + 1000));
    byte[] before = Files.readAllBytes(lines);
    Files.writeString(
        dir.resolve("hosts.ini"), "h1 ansible_connection=local\nh2 ansible_connection=local\n");
    Path pb =
        Files.writeString(
            dir.resolve("pb.yml"),
            """
            - hosts: all
              gather_facts: false
              tasks:
                - name: a gigabyte of output
                  shell: head -c %d /dev/zero | tr '\\0' x
                  register: out
                - debug:
                    msg: "kept {{ out.stdout | length }}"
                - name: slurp a gigabyte
                  slurp: {src: %s}
                  when: inventory_hostname == 'h1'
                  ignore_errors: true
                - name: edit a file longer than the bound
                  lineinfile: {path: %s, line: added}
                  when: inventory_hostname == 'h2'
                  ignore_errors: true
                - name: fetch a file larger than the bound, in pieces
                  fetch: {src: %s, dest: %s/got/}
                  when: inventory_hostname == 'h1'
                - name: after
                  command: echo after
            """
                .formatted(GIGABYTE, big, lines, mid, dir));
    Process p =
        PlayProcess.of(
                List.of("-Xmx320m"), "-i", dir.resolve("hosts.ini").toString(), pb.toString())
            .start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), out);
    assertFalse(out.contains("OutOfMemoryError"), out);
    assertEquals(0, p.exitValue(), out);
    assertEquals(2, count(out, "kept " + KeptBytes.LIMIT), out);
    assertTrue(
        out.contains(
            "the output was cut: play keeps the first 16 MiB of each output of a command; "
                + String.format("%,d", GIGABYTE - KeptBytes.LIMIT)
                + " bytes more were read and not kept"),
        out);
    assertTrue(out.contains("the host's answer was cut (play keeps the first 16 MiB"), out);
    assertEquals(2, count(out, "fatal: [h"), out);
    assertTrue(out.matches("(?s).*h1\\s+: ok=5 .*ignored=1.*"), out);
    assertTrue(out.matches("(?s).*h2\\s+: ok=4 .*ignored=1.*"), out);
    assertEquals(100L << 20, Files.size(dir.resolve("got/h1" + mid)), "fetched whole");
    assertTrue(Arrays.equals(before, Files.readAllBytes(lines)), "the file is intact");
  }

  private static int count(String text, String part) {
    int n = 0;
    for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
      n++;
    }
    return n;
  }
}
