package dev.play.bridge;

import dev.play.config.ConfigFinder;
import dev.play.config.LocalEnvironment;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The names of {@link PackCache} entries: what chose a module's pack besides the files it read. The
 * packer's own source, the Pythons that may run it ({@code PLAY_ANSIBLE_PYTHON}, else those {@link
 * dev.play.python.ControllerPython} tries), Ansible's environment variables ({@code ANSIBLE_*}:
 * search paths, collections), the ansible.cfg the packer reads (its path and content) and the
 * working directory it resolves relative paths from; then the module's name and file and the
 * module_utils directories given with it.
 */
final class PackKeys {
  private static final String VERSION = "play-pack-1";
  private final List<String> common;

  PackKeys(String packerSource, List<String> pythons, LocalEnvironment env) {
    List<String> parts = new ArrayList<>();
    parts.add(VERSION);
    parts.add(FileDigests.sha256(packerSource.getBytes(StandardCharsets.UTF_8)));
    parts.add(String.join(":", pythons));
    Map<String, String> ansible = new TreeMap<>();
    env.variables()
        .forEach(
            (k, v) -> {
              if (k.startsWith("ANSIBLE_")) {
                ansible.put(k, v);
              }
            });
    parts.add(ansible.toString());
    parts.add(config(env));
    parts.add(env.cwd().toString());
    this.common = List.copyOf(parts);
  }

  /** The entry's name for module {@code name} in {@code file} with {@code moduleUtils}. */
  String of(String name, Path file, List<Path> moduleUtils) {
    List<String> parts = new ArrayList<>(common);
    parts.add(name);
    parts.add(file.toAbsolutePath().normalize().toString());
    moduleUtils.forEach(d -> parts.add(d.toAbsolutePath().normalize().toString()));
    return PackCache.key(parts);
  }

  private static String config(LocalEnvironment env) {
    return ConfigFinder.find(env)
        .file()
        .map(
            f -> {
              try {
                return f.toAbsolutePath() + " " + new FileDigests().of(f);
              } catch (IOException e) {
                return f.toAbsolutePath() + " unreadable";
              }
            })
        .orElse("no ansible.cfg");
  }
}
