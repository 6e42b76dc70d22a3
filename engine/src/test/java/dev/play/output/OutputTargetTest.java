package dev.play.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file output written whole: atomically, with the mode a shell's redirection would give it. */
class OutputTargetTest {
  @TempDir Path dir;

  @Test
  void aNewFileHasTheUmasksModeAndAnExistingOneKeepsItsOwn() throws Exception {
    Path plain = Files.writeString(dir.resolve("plain.txt"), "x"); // as the umask leaves a new file
    Path report = dir.resolve("report.html");
    OutputTarget.of("--report", report.toString(), null).writeWhole("<p>one</p>");
    assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(report));
    Files.setPosixFilePermissions(report, PosixFilePermissions.fromString("rw-r-----"));
    OutputTarget.of("--report", report.toString(), null).writeWhole("<p>two</p>");
    assertEquals("<p>two</p>", Files.readString(report));
    assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(report)));
    try (var left = Files.list(dir)) {
      assertEquals(
          List.of("plain.txt", "report.html"),
          left.map(p -> p.getFileName().toString()).sorted().toList(),
          "no temporary file is left");
    }
  }
}
