package dev.play.python;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Which of the controller's Pythons to try for play's helpers that need ansible-core or run
 * Ansible's Python code on the controller: the module packer (dev.play.bridge) and role filter
 * plugins (dev.play.filterplugin).
 */
public final class ControllerPython {
  private ControllerPython() {}

  /**
   * {@code chosen} ({@code PLAY_ANSIBLE_PYTHON}) alone when given; else the one {@code
   * ansible-playbook} on the PATH names, {@code /usr/bin/python3} and {@code python3}.
   */
  public static List<String> candidates(String chosen) {
    if (chosen != null && !chosen.isBlank()) {
      return List.of(chosen);
    }
    List<String> out = new ArrayList<>();
    ansiblePlaybookPython().ifPresent(out::add);
    for (String p : List.of("/usr/bin/python3", "python3")) {
      if (!out.contains(p)) {
        out.add(p);
      }
    }
    return out;
  }

  /** The interpreter in the first line of {@code ansible-playbook} on the PATH, if it names one. */
  private static Optional<String> ansiblePlaybookPython() {
    String path = System.getenv("PATH");
    if (path == null) {
      return Optional.empty();
    }
    for (String dir : path.split(":")) {
      Path f = Path.of(dir.isEmpty() ? "." : dir, "ansible-playbook");
      if (Files.isRegularFile(f)) {
        return interpreterOf(f);
      }
    }
    return Optional.empty();
  }

  private static Optional<String> interpreterOf(Path script) {
    try (BufferedReader r = Files.newBufferedReader(script)) {
      String first = r.readLine();
      if (first == null || !first.startsWith("#!") || !first.contains("python")) {
        return Optional.empty();
      }
      String[] words = first.substring(2).strip().split("\\s+");
      return Optional.of(words[0].endsWith("env") && words.length > 1 ? words[1] : words[0]);
    } catch (IOException | UncheckedIOException e) {
      return Optional.empty();
    }
  }
}
