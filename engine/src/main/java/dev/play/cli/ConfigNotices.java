package dev.play.cli;

import dev.play.config.LocalEnvironment;
import dev.play.config.PlayConfig;
import java.util.function.Consumer;

/** Loads the settings of this process's environment and says what Ansible says about them. */
final class ConfigNotices {
  private ConfigNotices() {}

  /**
   * The settings; prints their warnings, and with {@code -v} the file read and, once, the settings
   * in it that play ignores.
   */
  static PlayConfig load(Consumer<String> err, int verbosity) {
    PlayConfig config = PlayConfig.load(LocalEnvironment.current());
    config.warnings().forEach(w -> err.accept("[WARNING]: " + w));
    if (verbosity >= 1) {
      err.accept(
          config
              .file()
              .map(f -> "Using " + f + " as config file")
              .orElse("No config file found; using defaults"));
      if (!config.ignored().isEmpty()) {
        err.accept(
            "[WARNING]: settings that play ignores in "
                + config.file().orElseThrow()
                + ": "
                + String.join(", ", config.ignored()));
      }
    }
    return config;
  }
}
