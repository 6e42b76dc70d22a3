package dev.play.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.python.ControllerPython;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How {@code runner.py} unpacks a module's zip, run by this machine's Python: the bytecode in it
 * is kept only when the request names this Python's cache tag and magic number, and a directory
 * shared by modules does not get the files it holds written again.
 */
class RunnerUnpackTest {
  private static final String SOURCE = "pkg/mod.py";

  @TempDir
  Path tmp;
  private Path into;
  private String tag;
  private String bytecode;

  @BeforeEach
  void setUp() throws IOException {
    Files.writeString(tmp.resolve("runner.py"), ModulePacker.resource("runner.py"));
    into = Files.createDirectory(tmp.resolve("lib"));
    tag = python("import runner; print(runner.bytecode_tag())");
    bytecode = "pkg/__pycache__/mod." + tag.substring(0, tag.indexOf(':')) + ".pyc";
  }

  @Test
  void keepsBytecodeOfThisPython() throws Exception {
    unpackOnce(zip("x = 1\n", "bytecode"), tag);
    assertTrue(Files.isRegularFile(into.resolve(SOURCE)));
    assertTrue(Files.isRegularFile(into.resolve(bytecode)));
  }

  @Test
  void leavesOutBytecodeOfAnotherPython() throws Exception {
    unpackOnce(zip("x = 1\n", "bytecode"), "cpython-27:00000000");
    assertTrue(Files.isRegularFile(into.resolve(SOURCE)));
    assertFalse(Files.exists(into.resolve(bytecode)));
  }

  @Test
  void writesOnlyWhatTheSharedDirectoryLacks() throws Exception {
    Path first = tmp.resolve("first.zip");
    Path same = tmp.resolve("same.zip");
    Path changed = tmp.resolve("changed.zip");
    Files.write(first, zip("x = 1\n", "b1"));
    Files.write(same, zip("x = 1\n", "b1"));
    Files.write(changed, zip("x = 2\n", "b1"));
    String out = python("import runner, os\n"
        + "held = {}\n"
        + "def unpack(name):\n"
        + "    runner.unpack(open(name, 'rb').read(), 'lib', {'bytecode': None}, held)\n"
        + "unpack('first.zip')\n"
        + "open('lib/" + SOURCE + "', 'w').write('touched')\n"
        + "unpack('same.zip')\n"
        + "print(open('lib/" + SOURCE + "').read())\n"
        + "unpack('changed.zip')\n"
        + "print(open('lib/" + SOURCE + "').read().strip())\n");
    assertEquals("touched\nx = 2", out, "the same file (name and CRC) is not written again; a changed one is");
  }

  private void unpackOnce(byte[] zip, String tag) throws Exception {
    Files.write(tmp.resolve("m.zip"), zip);
    python("import runner\nrunner.unpack(open('m.zip', 'rb').read(), 'lib', {'bytecode': '" + tag + "'})\n");
  }

  /** A zip of one source file and, where this Python keeps its bytecode, {@code compiled}. */
  private byte[] zip(String source, String compiled) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ZipOutputStream z = new ZipOutputStream(bytes)) {
      z.putNextEntry(new ZipEntry(SOURCE));
      z.write(source.getBytes(StandardCharsets.UTF_8));
      z.putNextEntry(new ZipEntry(bytecode));
      z.write(compiled.getBytes(StandardCharsets.UTF_8));
    }
    return bytes.toByteArray();
  }

  /** Runs {@code code} with this machine's Python in the test's directory; its output, stripped. */
  private String python(String code) throws IOException {
    Process p = new ProcessBuilder(ControllerPython.candidates(null).getFirst(), "-c", code).directory(tmp.toFile())
        .redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    try {
      assertEquals(0, p.waitFor(), out);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    }
    return out.strip();
  }
}
