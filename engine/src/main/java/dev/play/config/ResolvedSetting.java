package dev.play.config;

/**
 * A setting's effective value and where it came from.
 *
 * @param value a {@code String}, {@code Integer}, {@code Boolean}, {@code Path} or {@code
 *     List<Path>} as the setting's type says; null where the setting has none
 */
public record ResolvedSetting(Setting setting, Object value, Origin origin) {
  public boolean changed() {
    return origin.kind() != Origin.Kind.DEFAULT;
  }
}
