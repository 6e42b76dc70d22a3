package dev.play.bridge;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.config.LocalEnvironment;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cache of packed modules with this machine's ansible-core (Debian's, as the tests install it):
 * a later run uses a pack without starting the packer while all the pack read is unchanged, and
 * packs again when a file it read changes, when a file it looked for appears, or when a directory
 * it searched gains a file; a cache directory that others could write is not used.
 */
class PackCacheTest {
  @TempDir Path tmp;

  @Test
  void aLaterRunUsesThePackWithoutThePacker() throws Exception {
    Role role = role("VALUE = 1\n");
    Packed first = packOnce(role, true);
    Packed again = packOnce(role, false);
    assertArrayEquals(first.code(), again.code());
    assertEquals(first.key(), again.key());
    assertEquals(first.fqn(), again.fqn());
    assertEquals(first.bytecode(), again.bytecode());
  }

  @Test
  void aChangedModuleUtilsFileIsPackedAgain() throws Exception {
    Role role = role("VALUE = 1\n");
    packOnce(role, true);
    Files.writeString(role.utils().resolve("mine.py"), "VALUE = 2\n");
    Packed changed = packOnce(role, true);
    assertEquals("VALUE = 2\n", unzip(changed.code()).get("ansible/module_utils/mine.py"));
    packOnce(role, false);
  }

  @Test
  void aFileThatAppearsWhereTheSearchLookedIsPackedAgain() throws Exception {
    Role role = role("VALUE = 1\n");
    packOnce(role, true);
    // the role's module_utils comes before ansible-core's: a basic.py there would be packed
    Path shadow = role.utils().resolve("six");
    Files.createDirectories(shadow);
    packOnce(role, true);
    packOnce(role, false);
  }

  @Test
  void aChangedModuleIsPackedAgain() throws Exception {
    Role role = role("VALUE = 1\n");
    packOnce(role, true);
    Files.writeString(role.module(), Files.readString(role.module()) + "# changed\n");
    packOnce(role, true);
  }

  @Test
  void aTruncatedEntryIsPackedAgainAndReplaced() throws Exception {
    Role role = role("VALUE = 1\n");
    packOnce(role, true);
    try (var entries = Files.list(cacheDir())) {
      for (Path e : entries.toList()) {
        byte[] all = Files.readAllBytes(e);
        Files.write(e, java.util.Arrays.copyOf(all, all.length - 10));
      }
    }
    packOnce(role, true);
    packOnce(role, false);
  }

  @Test
  void aDirectoryOthersCanWriteIsNotUsed() throws Exception {
    Path shared = tmp.resolve("shared");
    Files.createDirectory(shared);
    Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rwxrwxrwx"));
    PackCache cache = PackCache.at(shared);
    assertNotNull(cache.problem());
    assertTrue(cache.problem().contains("writable by others"), cache.problem());
    Path link = tmp.resolve("link");
    Files.createSymbolicLink(link, cacheDir());
    assertTrue(
        PackCache.at(link).problem().contains("not a directory"), PackCache.at(link).problem());
    PackCache made = PackCache.at(tmp.resolve("new/packed"));
    assertNull(made.problem());
    assertEquals(
        "rwx------",
        PosixFilePermissions.toString(Files.getPosixFilePermissions(tmp.resolve("new/packed"))));
  }

  @Test
  void aRunThatCannotUseTheCacheSaysSoOnce() throws Exception {
    Role role = role("VALUE = 1\n");
    Path shared = Files.createDirectory(tmp.resolve("shared"));
    Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rwxrwxrwx"));
    List<String> warnings = new java.util.ArrayList<>();
    try (ModulePacker packer =
        ModulePacker.cached(
            null, shared.toString(), new LocalEnvironment(Map.of(), tmp, tmp), warnings::add)) {
      packer.pack("mine_module", role.module(), List.of(role.utils()));
      packer.pack(
          "ping", Path.of("/usr/lib/python3/dist-packages/ansible/modules/ping.py"), List.of());
    }
    assertEquals(1, warnings.size(), warnings.toString());
    assertTrue(warnings.get(0).contains(shared + " is writable by others"), warnings.get(0));
    try (var left = Files.list(shared)) {
      assertEquals(0, left.count(), "nothing is written there");
    }
  }

  @Test
  void offAsksForNone() {
    PackCache cache = PackCache.of("off", new LocalEnvironment(Map.of(), tmp, tmp));
    assertNull(cache.problem());
    assertFalse(cache.find("anything").isPresent());
  }

  /** A role's library module that imports the role's module_utils. */
  private record Role(Path module, Path utils) {}

  private Role role(String utilsSource) throws Exception {
    Path dir = tmp.resolve("role");
    Files.createDirectories(dir.resolve("library"));
    Files.createDirectories(dir.resolve("module_utils"));
    Files.writeString(dir.resolve("module_utils/mine.py"), utilsSource);
    Files.writeString(
        dir.resolve("library/mine_module.py"),
        String.join(
            "\n",
            "from ansible.module_utils.basic import AnsibleModule",
            "from ansible.module_utils.mine import VALUE",
            "def main():",
            "    AnsibleModule(argument_spec={}).exit_json(changed=False, value=VALUE)",
            "if __name__ == '__main__':",
            "    main()",
            ""));
    return new Role(dir.resolve("library/mine_module.py"), dir.resolve("module_utils"));
  }

  private Path cacheDir() throws Exception {
    Path dir = tmp.resolve("cache");
    Files.createDirectories(dir);
    Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
    return dir;
  }

  /** One run's pack of the role's module; {@code packs}: whether the packer must start for it. */
  private Packed packOnce(Role role, boolean packs) throws Exception {
    LocalEnvironment env = new LocalEnvironment(Map.of(), tmp, tmp);
    try (ModulePacker packer =
        ModulePacker.cached(
            null,
            cacheDir().toString(),
            env,
            w -> {
              throw new AssertionError(w);
            })) {
      Packed p = packer.pack("mine_module", role.module(), List.of(role.utils()));
      assertEquals(packs, packer.started(), packs ? "packed again" : "taken from the cache");
      assertNotNull(packer.version());
      assertEquals(packs, packer.started(), "the version comes with the cached pack");
      return p;
    }
  }

  private static Map<String, String> unzip(byte[] zip) throws Exception {
    Map<String, String> out = new java.util.HashMap<>();
    try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
      for (var e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
        out.put(e.getName(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
      }
    }
    return out;
  }
}
