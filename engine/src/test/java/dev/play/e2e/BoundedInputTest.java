package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Input built to exhaust: a YAML "billion laughs", a file that is not UTF-8, a task file that
 * includes itself, nesting past the limit, a file too large to read. Each is play's own error with
 * a position, at once, in bounded memory, with no stack trace.
 */
class BoundedInputTest {
  @TempDir Path dir;

  private static PlayRun play(String... args) {
    PlayRun r = PlayRun.of(args);
    assertFalse(r.all().contains("\tat "), "stack trace printed:\n" + r.all());
    return r;
  }

  private static String laughs(String indent) {
    StringBuilder b =
        new StringBuilder(indent + "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
    for (char c = 'b'; c <= 'i'; c++) {
      String prev = "*" + (char) (c - 1);
      b.append(indent)
          .append(c)
          .append(": &")
          .append(c)
          .append(" [")
          .append(String.join(", ", java.util.Collections.nCopies(9, prev)))
          .append("]\n");
    }
    return b.toString();
  }

  @Test
  void billionLaughsInAPlaybookAndAnInventory() throws Exception {
    Path pb =
        Files.writeString(
            dir.resolve("laughs.yml"),
            "- hosts: localhost\n  gather_facts: false\n  vars:\n"
                + laughs("    ")
                + "  tasks:\n    - debug: {msg: \"{{ i }}\"}\n");
    PlayRun r = play(pb.toString());
    assertEquals(4, r.exitCode(), r.all());
    assertTrue(
        r.err()
            .startsWith(
                pb
                    + ":10:8: error: this value stands for more than 1000000 values once its aliases"
                    + " are expanded (YAML \"billion laughs\")"),
        r.err());
    Path inv =
        Files.writeString(
            dir.resolve("inv.yml"), "all:\n  vars:\n" + laughs("    ") + "  hosts:\n    h1:\n");
    PlayRun i = play("-i", inv.toString(), "--list-hosts", pb.toString());
    assertEquals(4, i.exitCode(), i.all());
    assertTrue(i.err().startsWith(inv.toString() + ":"), i.err());
  }

  @Test
  void aFileThatIsNotUtf8IsAnErrorAtItsFirstBadByte() throws Exception {
    Path pb = dir.resolve("latin1.yml");
    Files.write(
        pb,
        "- hosts: localhost\n  tasks:\n    - debug: {msg: \"caf\u00e9\"}\n"
            .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
    PlayRun r = play(pb.toString());
    assertEquals(4, r.exitCode());
    assertEquals(
        pb + ":3:24: error: not UTF-8 text: byte 0xE9 (save the file as UTF-8)\n",
        r.err().lines().findFirst().orElse("") + "\n");
  }

  @Test
  void aTaskFileThatIncludesItselfFailsTheHostNotThePlay() throws Exception {
    Files.writeString(dir.resolve("loop.yml"), "- include_tasks: loop.yml\n");
    Path pb =
        Files.writeString(
            dir.resolve("site.yml"),
            "- hosts: localhost\n  gather_facts: false\n  tasks:\n    - include_tasks: loop.yml\n");
    PlayRun r = play(pb.toString());
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(
        r.out()
            .contains(
                "includes nested more than 64 deep (does something include itself?): ... -> "
                    + dir.resolve("loop.yml")
                    + " -> "),
        r.out());
  }

  @Test
  void underStrategyFreeEachHostCountsItsOwnIncludes() throws Exception {
    Files.writeString(dir.resolve("loop.yml"), "- include_tasks: loop.yml\n");
    Path pb =
        Files.writeString(
            dir.resolve("site.yml"),
            "- hosts: all\n  strategy: free\n  gather_facts: false\n  tasks:\n    - include_tasks: loop.yml\n");
    PlayRun r = play("-i", "a,b,c,", "-c", "local", pb.toString());
    assertEquals(2, r.exitCode(), r.all());
    for (String host : new String[] {"a", "b", "c"}) {
      assertEquals(1, r.failed(host), r.out());
    }
    assertEquals(3, r.out().split("includes nested more than 64 deep", -1).length - 1, r.out());
  }

  @Test
  void nestingPastTheLimitIsAnError() throws Exception {
    Path pb =
        Files.writeString(
            dir.resolve("deep.yml"),
            "- hosts: localhost\n  tasks:\n    - debug:\n        msg: "
                + "[".repeat(5000)
                + "]".repeat(5000)
                + "\n");
    PlayRun r = play(pb.toString());
    assertEquals(4, r.exitCode());
    assertTrue(
        r.err().startsWith(pb + ":4:59: error: YAML syntax error: Nesting Depth exceeded max 50\n"),
        "at the 51st collection, the 46th '[' of the message: " + r.err());
  }

  @Test
  void aFileLargerThanPlayReadsIsAnErrorBeforeItIsRead() throws Exception {
    Path pb = dir.resolve("huge.yml");
    try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(pb.toFile(), "rw")) {
      f.setLength(dev.play.input.InputText.MAX_BYTES + 1L);
    }
    PlayRun r = play(pb.toString());
    assertEquals(4, r.exitCode());
    assertEquals(
        pb + ": error: the file is larger than 64 MiB, more than play reads as input\n", r.err());
  }
}
