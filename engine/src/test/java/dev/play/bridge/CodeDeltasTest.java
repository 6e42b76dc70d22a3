package dev.play.bridge;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;

/** What a runner that stays up is sent of a module's zip, given the modules it loaded before. */
class CodeDeltasTest {
  private final CodeDeltas deltas = new CodeDeltas();

  private static final Packed FIRST =
      module(Map.of("basic.py", "b", "first.py", "1", "shared.py", "s"));
  private static final Packed SECOND =
      module(Map.of("basic.py", "b", "second.py", "2", "shared.py", "s"));

  @Test
  void aRunnerThatLoadedNothingGetsTheWholeZip() {
    CodeDeltas.Delta d = deltas.forRunner(FIRST, List.of());
    assertArrayEquals(FIRST.code(), d.code());
    assertEquals(List.of(), d.with());
  }

  @Test
  void leavesOutTheFilesOfTheModulesLoadedBefore() throws IOException {
    CodeDeltas.Delta d = deltas.forRunner(SECOND, List.of(FIRST));
    assertEquals(Map.of("second.py", "2"), entries(d.code()));
    assertEquals(List.of(FIRST.key()), d.with(), "the runner must have loaded the first module");
  }

  @Test
  void sendsAFileThatDiffersFromTheOneLoaded() throws IOException {
    Packed changed = module(Map.of("basic.py", "b2", "third.py", "3"));
    assertEquals(
        Map.of("basic.py", "b2", "third.py", "3"),
        entries(deltas.forRunner(changed, List.of(FIRST)).code()));
  }

  @Test
  void sendsAFileTheLoadedModulesDisagreeOn() throws IOException {
    Packed other = module(Map.of("basic.py", "other", "x.py", "x"));
    Packed again = module(Map.of("basic.py", "b", "y.py", "y"));
    assertEquals(
        Map.of("basic.py", "b", "y.py", "y"),
        entries(deltas.forRunner(again, List.of(FIRST, other)).code()),
        "which of two versions the runner holds depends on its order: the module's own is sent");
  }

  @Test
  void computesEachDeltaOnce() {
    assertSame(deltas.forRunner(SECOND, List.of(FIRST)), deltas.forRunner(SECOND, List.of(FIRST)));
  }

  private static Packed module(Map<String, String> files) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ZipOutputStream z = new ZipOutputStream(bytes)) {
      for (Map.Entry<String, String> f : new java.util.TreeMap<>(files).entrySet()) {
        z.putNextEntry(new ZipEntry(f.getKey()));
        z.write(f.getValue().getBytes(StandardCharsets.UTF_8));
      }
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    return Packed.of(Packed.NEW, "m", bytes.toByteArray(), null, null);
  }

  private static Map<String, String> entries(byte[] zip) throws IOException {
    Map<String, String> out = new LinkedHashMap<>();
    try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
      for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
        out.put(e.getName(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
      }
    }
    return out;
  }
}
