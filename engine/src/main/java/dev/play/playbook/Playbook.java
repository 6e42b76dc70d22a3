package dev.play.playbook;

import java.nio.file.Path;
import java.util.List;

/** A playbook file with its plays ({@code import_playbook} already expanded in order). */
public record Playbook(Path file, List<Play> plays) {
  public Playbook {
    plays = List.copyOf(plays);
  }

  public Path dir() {
    Path parent = file.toAbsolutePath().getParent();
    return parent == null ? Path.of(".") : parent;
  }
}
