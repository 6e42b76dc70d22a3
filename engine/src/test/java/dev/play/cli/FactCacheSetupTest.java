package dev.play.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.cli.common.ExitCodes;
import dev.play.config.LocalEnvironment;
import dev.play.config.PlayConfig;
import dev.play.error.PlayError;
import dev.play.facts.cache.JsonFileFactCache;
import dev.play.facts.cache.MemoryFactCache;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The fact cache the settings ask for, and the settings that cannot make one (exit 5). */
class FactCacheSetupTest {
  @TempDir Path dir;
  final Map<String, String> env = new HashMap<>();

  private PlayConfig config(String cfg) throws IOException {
    Path file = Files.writeString(dir.resolve("ansible.cfg"), cfg);
    env.put("ANSIBLE_CONFIG", file.toString());
    return PlayConfig.load(new LocalEnvironment(env, dir, dir));
  }

  private PlayError error(String cfg) throws IOException {
    PlayConfig config = config(cfg);
    PlayError e = assertThrows(PlayError.class, () -> FactCacheSetup.open(config));
    assertEquals(ExitCodes.BAD_OPTIONS, ExitCodes.of(e));
    return e;
  }

  @Test
  void memoryByDefaultAndJsonfileInItsDirectoryCreatedWhenMissing() throws IOException {
    assertSame(MemoryFactCache.INSTANCE, FactCacheSetup.open(config("[defaults]\n")));
    assertSame(
        MemoryFactCache.INSTANCE,
        FactCacheSetup.open(config("[defaults]\nfact_caching = ansible.builtin.memory\n")));
    assertInstanceOf(
        JsonFileFactCache.class,
        FactCacheSetup.open(
            config(
                "[defaults]\nfact_caching = jsonfile\nfact_caching_connection = cache/facts\n")));
    assertTrue(Files.isDirectory(dir.resolve("cache/facts")));
  }

  @Test
  void jsonfileWithoutItsDirectoryIsRefusedWhereTheCacheWasChosen() throws IOException {
    assertEquals(
        dir.resolve("ansible.cfg")
            + ": error: fact_caching = jsonfile needs fact_caching_connection"
            + " (ANSIBLE_CACHE_PLUGIN_CONNECTION): the directory that holds the cache files (CACHE_PLUGIN)",
        error("[defaults]\nfact_caching = jsonfile\n").render());
    env.put("ANSIBLE_CACHE_PLUGIN", "jsonfile");
    assertTrue(
        error("[defaults]\n")
            .render()
            .startsWith("ANSIBLE_CACHE_PLUGIN: error: fact_caching = jsonfile needs"));
  }

  @Test
  void aDirectoryThatCannotBeMadeIsRefusedWhereItWasSet() throws IOException {
    Files.writeString(dir.resolve("file"), "");
    env.put("ANSIBLE_CACHE_PLUGIN_CONNECTION", dir.resolve("file/facts").toString());
    assertEquals(
        "ANSIBLE_CACHE_PLUGIN_CONNECTION: error: fact_caching_connection: cannot create the directory "
            + dir.resolve("file/facts")
            + ": Not a directory (CACHE_PLUGIN_CONNECTION)",
        error("[defaults]\nfact_caching = jsonfile\n").render());
  }
}
