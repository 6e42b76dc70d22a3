package dev.play.cli;

import dev.play.config.Origin;
import dev.play.config.PlayConfig;
import dev.play.config.Settings;
import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.facts.cache.FactCache;
import dev.play.facts.cache.JsonFileFactCache;
import dev.play.facts.cache.MemoryFactCache;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The fact cache the settings ask for: {@code memory} (facts live for the run), or {@code jsonfile}
 * in the {@code fact_caching_connection} directory, created when missing. Which plugins play has is
 * checked when the settings are read; what jsonfile needs is checked here, before a run.
 */
final class FactCacheSetup {
  private FactCacheSetup() {}

  /**
   * @throws PlayError (OPTIONS) for jsonfile without {@code fact_caching_connection}, or with one
   *     play cannot create or use; Ansible warns and keeps facts for the run only, play stops
   *     instead
   */
  static FactCache open(PlayConfig config) {
    if (config.cachePlugin().equals("memory")) {
      return MemoryFactCache.INSTANCE;
    }
    Path dir =
        config
            .cacheDirectory()
            .orElseThrow(
                () ->
                    error(
                        Settings.CACHE_PLUGIN.name(),
                        config.get(Settings.CACHE_PLUGIN).origin(),
                        "fact_caching = jsonfile needs fact_caching_connection (ANSIBLE_CACHE_PLUGIN_CONNECTION):"
                            + " the directory that holds the cache files"));
    try {
      return JsonFileFactCache.open(dir, config.cachePrefix(), config.cacheTimeout());
    } catch (IOException e) {
      throw error(
          Settings.CACHE_PLUGIN_CONNECTION.name(),
          config.get(Settings.CACHE_PLUGIN_CONNECTION).origin(),
          "fact_caching_connection: " + e.getMessage());
    }
  }

  private static PlayError error(String setting, Origin origin, String message) {
    return new PlayError(
        PlayError.Kind.OPTIONS, Source.of(origin.where()), message + " (" + setting + ")");
  }
}
