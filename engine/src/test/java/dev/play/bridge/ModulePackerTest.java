package dev.play.bridge;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.python.ControllerPython;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;

/**
 * The packer with this machine's ansible-core (Debian's, as the tests install it): the zip of a
 * new-style module carries the bytecode of its files, compiled by the packer's Python and named for
 * it; the modules a run names are packed ahead once the run starts, and not after it ends.
 */
class ModulePackerTest {
  private static final Path CORE_MODULES =
      Path.of("/usr/lib/python3/dist-packages/ansible/modules");
  private static final Path PING = CORE_MODULES.resolve("ping.py");
  private static final Path STAT = CORE_MODULES.resolve("stat.py");

  @Test
  void carriesUncheckedBytecodeOfThePackersPython() throws Exception {
    try (ModulePacker packer = new ModulePacker(null)) {
      Packed ping = packer.pack("ping", PING, List.of());
      assertEquals(Packed.NEW, ping.style());
      assertEquals(pythonsTag(), ping.bytecode());
      Map<String, byte[]> files = unzip(ping.code());
      String tag = ping.bytecode().substring(0, ping.bytecode().indexOf(':'));
      assertTrue(files.containsKey("ansible/module_utils/basic.py"), files.keySet().toString());
      for (String name : files.keySet()) {
        if (name.endsWith(".py")) {
          int slash = name.lastIndexOf('/');
          String pyc =
              name.substring(0, slash)
                  + "/__pycache__/"
                  + name.substring(slash + 1, name.length() - 3)
                  + "."
                  + tag
                  + ".pyc";
          byte[] bytecode = files.get(pyc);
          assertTrue(bytecode != null, "no bytecode for " + name);
          // PEP 552: flags 0b01, hash-based and not checked against the source
          assertArrayEquals(
              new byte[] {1, 0, 0, 0}, java.util.Arrays.copyOfRange(bytecode, 4, 8), pyc);
        }
      }
    }
  }

  @Test
  void packsWhatTheRunNamesAheadOnceItStarts() throws Exception {
    try (ModulePacker packer = new ModulePacker(null)) {
      packer.expect("ping", PING, List.of());
      packer.expect("stat", STAT, List.of());
      assertFalse(
          packer.started(),
          "nothing is packed before the run starts (a syntax check packs nothing)");
      packer.packAhead();
      Packed stat = waitFor(packer, "stat", STAT);
      assertTrue(
          packer.holds("ping", PING), "expected modules are packed in the order they were named");
      assertSame(
          stat, packer.pack("stat", STAT, List.of()), "a module packed ahead is not packed again");
    }
  }

  @Test
  void packsNothingOnceTheRunIsOver() throws Exception {
    ModulePacker packer = new ModulePacker(null);
    packer.packAhead();
    packer.close();
    packer.expect("ping", PING, List.of());
    PackingException e =
        assertThrows(PackingException.class, () -> packer.pack("ping", PING, List.of()));
    assertTrue(e.getMessage().contains("the run is over"), e.getMessage());
    assertFalse(packer.started());
  }

  /**
   * The module packed ahead, asked for once the background thread packed it (or after the run's
   * limit).
   */
  private static Packed waitFor(ModulePacker packer, String name, Path file) throws Exception {
    for (int i = 0; i < 600 && !packer.holds(name, file); i++) {
      Thread.sleep(100);
    }
    assertTrue(packer.holds(name, file), name + " was not packed ahead within a minute");
    return packer.pack(name, file, List.of());
  }

  /** The cache tag and magic number of the Python that the packer runs. */
  private static String pythonsTag() throws IOException, InterruptedException {
    String python = ControllerPython.candidates(null).getFirst();
    Process p =
        new ProcessBuilder(
                python,
                "-c",
                "import sys, importlib.util; print('%s:%s' % (sys.implementation.cache_tag, importlib.util.MAGIC_NUMBER.hex()))")
            .start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertEquals(0, p.waitFor());
    return out;
  }

  private static Map<String, byte[]> unzip(byte[] zip) throws IOException {
    Map<String, byte[]> files = new HashMap<>();
    try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
      for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
        files.put(e.getName(), in.readAllBytes());
      }
    }
    return files;
  }
}
