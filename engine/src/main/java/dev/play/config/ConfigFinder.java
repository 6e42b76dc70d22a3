package dev.play.config;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds the one {@code ansible.cfg} Ansible would read; the first of these that exists and can be
 * read wins:
 *
 * <ol>
 *   <li>{@code ANSIBLE_CONFIG}: a file, or a directory holding {@code ansible.cfg} ({@code ~} and
 *       {@code $VARS} expanded, relative to the working directory);
 *   <li>{@code ansible.cfg} in the working directory, unless that directory is world-writable: then
 *       it is skipped with a warning (anyone could have put it there), as Ansible does;
 *   <li>{@code ~/.ansible.cfg};
 *   <li>{@code /etc/ansible/ansible.cfg}.
 * </ol>
 */
public final class ConfigFinder {
  static final String ENV = "ANSIBLE_CONFIG";
  private static final Path SYSTEM = Path.of("/etc/ansible/ansible.cfg");

  private ConfigFinder() {}

  /**
   * Where the file is, if any.
   *
   * @param file the file to read, or empty for none
   * @param warnings what to tell the user (the skipped world-writable directory)
   */
  public record Location(Optional<Path> file, List<String> warnings) {
    public Location {
      warnings = List.copyOf(warnings);
    }
  }

  public static Location find(LocalEnvironment env) {
    List<Path> candidates = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    Path fromEnv = fromEnvironment(env);
    if (fromEnv != null) {
      candidates.add(fromEnv);
    }
    Path inCwd = env.cwd().resolve("ansible.cfg");
    boolean skippedCwd = worldWritable(env.cwd());
    if (!skippedCwd) {
      candidates.add(inCwd);
    }
    candidates.add(env.home().resolve(".ansible.cfg"));
    candidates.add(SYSTEM);
    Optional<Path> found = candidates.stream().filter(Files::isReadable).findFirst();
    if (skippedCwd
        && Files.exists(inCwd)
        && !(fromEnv != null && found.equals(Optional.of(fromEnv)))) {
      warnings.add(
          "play is being run in a world writable directory ("
              + env.cwd()
              + "), ignoring it as an ansible.cfg source");
    }
    return new Location(found, warnings);
  }

  private static Path fromEnvironment(LocalEnvironment env) {
    String value = env.variable(ENV);
    if (value == null) {
      return null;
    }
    try {
      Path p = PathExpansion.expand(value, env.cwd(), env);
      return Files.isDirectory(p) ? p.resolve("ansible.cfg") : p;
    } catch (java.nio.file.InvalidPathException e) {
      return null;
    }
  }

  private static boolean worldWritable(Path dir) {
    try {
      return Files.getPosixFilePermissions(dir).contains(PosixFilePermission.OTHERS_WRITE);
    } catch (IOException | UnsupportedOperationException e) {
      return false;
    }
  }
}
