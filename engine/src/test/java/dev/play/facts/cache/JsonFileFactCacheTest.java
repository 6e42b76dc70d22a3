package dev.play.facts.cache;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.yaml.snakeyaml.Yaml;

/**
 * The jsonfile fact cache on real files: data cases under {@code factcache/lookup/} (a file's
 * content, its age against a fixed clock, the timeout, the prefix, and what a lookup finds), and
 * files Ansible 2.14 wrote, which play reads and writes back byte for byte.
 */
class JsonFileFactCacheTest {
  private static final Path RESOURCES = Path.of("src/test/resources/factcache");
  private static final Instant NOW = Instant.parse("2026-11-28T12:00:00Z");

  @TempDir Path dir;

  private JsonFileFactCache cache(String prefix, long timeoutSeconds) {
    return new JsonFileFactCache(
        dir, prefix, Duration.ofSeconds(timeoutSeconds), Clock.fixed(NOW, ZoneOffset.UTC));
  }

  static Stream<Arguments> lookups() throws IOException {
    try (Stream<Path> files = Files.list(RESOURCES.resolve("lookup"))) {
      return files.sorted().map(f -> Arguments.of(f.getFileName().toString(), f)).toList().stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("lookups")
  @SuppressWarnings("unchecked")
  void lookup(String name, Path file) throws IOException {
    Map<String, Object> c = new Yaml().load(Files.readString(file));
    String host = (String) c.getOrDefault("host", "node1");
    String prefix = (String) c.getOrDefault("prefix", "");
    Path entry = dir.resolve(prefix + host).normalize();
    if (c.containsKey("file")) {
      Files.writeString(entry, (String) c.get("file"));
    } else if (c.containsKey("file_base64")) {
      Files.write(entry, Base64.getDecoder().decode((String) c.get("file_base64")));
    } else if (Boolean.TRUE.equals(c.get("directory"))) {
      Files.createDirectory(entry);
    }
    Duration age = Duration.ofSeconds(((Number) c.getOrDefault("age", 0)).longValue());
    if (entry.startsWith(dir) && !entry.equals(dir) && Files.exists(entry)) {
      Files.setLastModifiedTime(entry, FileTime.from(NOW.minus(age)));
    }
    CacheLookup found =
        cache(prefix, ((Number) c.getOrDefault("timeout", 86400)).longValue()).read(host);
    Map<String, Object> expect = (Map<String, Object>) c.get("expect");
    if (expect.containsKey("found")) {
      assertEquals(new CacheLookup.Found((Map<String, Object>) expect.get("found")), found);
    } else if (expect.containsKey("absent")) {
      assertEquals(new CacheLookup.Absent(), found);
    } else if (expect.containsKey("expired")) {
      assertEquals(
          new CacheLookup.Expired(
              entry,
              age,
              Duration.ofSeconds(((Number) c.getOrDefault("timeout", 86400)).longValue())),
          found);
    } else {
      String reason = ((String) expect.get("unusable")).replace("DIR", dir.toString());
      assertEquals(new CacheLookup.Unusable(dir.resolve(prefix + host), reason), found);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("ansibleFiles")
  void aFileAnsibleWroteIsReadAndWrittenBackByteForByte(String name) throws IOException {
    byte[] ansible = Files.readAllBytes(RESOURCES.resolve(name));
    Files.write(dir.resolve("node1"), ansible);
    CacheLookup.Found found = assertInstanceOf(CacheLookup.Found.class, cache("", 0).read("node1"));
    cache("", 0).write("node2", found.entry());
    byte[] ours = Files.readAllBytes(dir.resolve("node2"));
    assertArrayEquals(
        ansible,
        ours,
        () -> "as written:\n" + new String(ours, java.nio.charset.StandardCharsets.UTF_8));
  }

  static Stream<String> ansibleFiles() {
    return Stream.of("written-by-ansible-2.14", "gathered-by-ansible-2.14");
  }

  @Test
  void writesAreOwnerOnlyAndLeaveNoTemporaryFile() throws IOException {
    JsonFileFactCache cache = cache("pre_", 86400);
    cache.write("node1", Map.of("b", 1, "a", List.of("x")));
    cache.write("node1", Map.of("c", true));
    assertEquals(List.of(dir.resolve("pre_node1")), Files.list(dir).toList());
    assertEquals("{\n    \"c\": true\n}", read("pre_node1"), "replaced whole, no final newline");
    assertEquals(
        PosixFilePermissions.fromString("rw-------"),
        Files.getPosixFilePermissions(dir.resolve("pre_node1")));
    assertEquals(new CacheLookup.Found(Map.of("c", true)), cache.read("node1"));
  }

  @Test
  void deleteRemovesTheEntryAndNoneIsNoError() throws IOException {
    JsonFileFactCache cache = cache("", 86400);
    cache.write("node1", Map.of("x", 1));
    cache.delete("node1");
    cache.delete("node1");
    assertFalse(Files.exists(dir.resolve("node1")));
    assertEquals(new CacheLookup.Absent(), cache.read("node1"));
    assertThrows(
        IOException.class,
        () -> cache.write("..", Map.of()),
        "a name that is no file name is not written");
  }

  @Test
  void openCreatesTheDirectoryAndItsParentsAndRefusesAFile() throws IOException {
    Path nested = dir.resolve("a/b/facts");
    JsonFileFactCache.open(nested, "", 86400).write("node1", Map.of("x", 1));
    assertTrue(Files.isRegularFile(nested.resolve("node1")));
    Path file = Files.writeString(dir.resolve("plain"), "");
    assertEquals(
        file + " is not a directory",
        assertThrows(IOException.class, () -> JsonFileFactCache.open(file, "", 0)).getMessage());
    assertEquals(
        "cannot create the directory " + file.resolve("sub") + ": Not a directory",
        assertThrows(IOException.class, () -> JsonFileFactCache.open(file.resolve("sub"), "", 0))
            .getMessage());
  }

  private String read(String name) throws IOException {
    return Files.readString(dir.resolve(name));
  }
}
