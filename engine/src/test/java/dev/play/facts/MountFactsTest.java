package dev.play.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.facts.format.FactOutput;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The mounts' size reads as the script runs them, on this machine: all mount points in one {@code
 * stat -f}; when that outlives the timeout (a hung NFS mount), each mount point again on its own,
 * in parallel, so that only the hung one is left without sizes.
 */
class MountFactsTest {
  @TempDir Path dir;

  private String statfs(String pathPrefix, int timeout, String... mounts) throws Exception {
    StringBuilder call =
        new StringBuilder(MountFacts.SCRIPT).append("\nplay_statfs ").append(timeout);
    for (String m : mounts) {
      call.append(" '").append(m).append('\'');
    }
    ProcessBuilder pb =
        new ProcessBuilder("/bin/sh", "-c", call.toString()).redirectErrorStream(false);
    pb.environment().put("PATH", pathPrefix + System.getenv("PATH"));
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes());
    assertTrue(p.waitFor(30, TimeUnit.SECONDS));
    return out;
  }

  /**
   * A {@code stat} whose read of any path with "hang" in it never returns (as statfs on a dead NFS
   * server).
   */
  private Path hangingStat() throws IOException {
    Path bin = Files.createDirectories(dir.resolve("bin"));
    Path stat = bin.resolve("stat");
    Files.writeString(
        stat,
        """
        #!/bin/sh
        for a; do case $a in *hang*) exec sleep 60 ;; esac; done
        exec /usr/bin/stat "$@"
        """);
    Files.setPosixFilePermissions(stat, PosixFilePermissions.fromString("rwxr-xr-x"));
    return bin;
  }

  @Test
  void oneReadForAllMountsWhenNothingHangs() throws Exception {
    Path bin = hangingStat();
    String out = statfs(bin + ":", 5, "/", "/tmp");
    List<String> lines = out.lines().toList();
    assertEquals(2, lines.size(), out);
    assertTrue(lines.get(0).startsWith("mntfs|") && lines.get(0).endsWith(" /"), out);
    assertTrue(lines.get(1).endsWith(" /tmp"), out);
  }

  @Test
  void aHungMountTimesOutAloneAndTheOthersAreReadAgain() throws Exception {
    Path bin = hangingStat();
    Path hung = Files.createDirectories(dir.resolve("hang"));
    long start = System.nanoTime();
    String out = statfs(bin + ":", 1, "/", hung.toString(), "/tmp");
    long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
    assertTrue(seconds < 10, "two bounded passes, not the hung read's minute: " + seconds + " s");
    String facts =
        "mtab|/dev/vda1 / ext4 rw 0 0\nmtab|nas:/x "
            + hung
            + " nfs rw 0 0\nmtab|/dev/vdb /tmp ext4 rw 0 0\n"
            + out;
    List<Map<String, Object>> mounts = MountFacts.parse(FactOutput.parse(facts));
    assertEquals(
        List.of("/", "/tmp", hung.toString()), mounts.stream().map(m -> m.get("mount")).toList());
    assertTrue(mounts.get(0).containsKey("size_total"), out);
    assertTrue(mounts.get(1).containsKey("size_total"), out);
    assertEquals(MountFacts.TIMEOUT_NOTE, mounts.get(2).get("note"));
    assertFalse(mounts.get(2).containsKey("uuid"));
    assertEquals(
        List.of("Timeout exceeded when getting mount info for " + hung),
        MountFacts.warnings(mounts));
  }

  @Test
  void theWholeMountPartRunsHereAndGivesTheRootFileSystem() throws Exception {
    Process p = new ProcessBuilder("/bin/sh", "-c", MountFacts.script(10)).start();
    String out = new String(p.getInputStream().readAllBytes());
    assertEquals(0, p.waitFor());
    List<Map<String, Object>> mounts = MountFacts.parse(FactOutput.parse(out));
    assertFalse(mounts.isEmpty(), out);
    mounts.forEach(
        m ->
            assertTrue(
                m.containsKey("size_total") || m.containsKey("note") || m.containsKey("uuid"),
                m.toString()));
  }

  @Test
  void octalEscapesAreDecodedAsAnsibleDoes() {
    assertEquals("/mnt/my disk\tx\\y", MountFacts.decode("/mnt/my\\040disk\\011x\\134y"));
    assertEquals("/plain", MountFacts.decode("/plain"));
  }
}
