package dev.play.output;

import java.util.HashSet;
import java.util.Set;

/**
 * Warnings and deprecations as Ansible's display shows them: each text once per run, however many
 * tasks or hosts give it (a role's warning for fifty hosts is one line). Not thread-safe: its
 * callers are synchronized.
 */
final class ShownOnce {
  private final Set<String> shown = new HashSet<>();

  /** Whether {@code line} is shown now: false when it was before. */
  boolean first(String line) {
    return shown.add(line);
  }
}
