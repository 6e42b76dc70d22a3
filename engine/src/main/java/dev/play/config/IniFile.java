package dev.play.config;

import com.google.common.collect.ImmutableMap;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A parsed ini file: its sections in order, and the {@code [DEFAULT]} section whose keys every
 * other section has unless it sets them itself (as configparser).
 *
 * @param path the file
 * @param sections each section's entries by key, in the file's order
 * @param defaults the {@code [DEFAULT]} section's entries by key
 */
public record IniFile(
    Path path, Map<String, Map<String, IniEntry>> sections, Map<String, IniEntry> defaults) {
  public static final String DEFAULT_SECTION = "DEFAULT";

  public IniFile {
    ImmutableMap.Builder<String, Map<String, IniEntry>> copy = ImmutableMap.builder();
    sections.forEach((name, entries) -> copy.put(name, ImmutableMap.copyOf(entries)));
    sections = copy.build();
    defaults = ImmutableMap.copyOf(defaults);
  }

  /**
   * The value of {@code [section] key}, from the section or else {@code [DEFAULT]}, if the section
   * exists.
   */
  public Optional<IniEntry> get(String section, String key) {
    Map<String, IniEntry> s = sections.get(section);
    if (s == null) {
      return Optional.empty();
    }
    return Optional.ofNullable(s.getOrDefault(key, defaults.get(key)));
  }

  /** Every entry written in the file, {@code [DEFAULT]} first. */
  public List<IniEntry> entries() {
    List<IniEntry> out = new ArrayList<>(defaults.values());
    sections.values().forEach(s -> out.addAll(s.values()));
    return out;
  }
}
