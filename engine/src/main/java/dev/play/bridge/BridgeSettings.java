package dev.play.bridge;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * How a run treats modules play does not implement.
 *
 * @param library module directories of ansible.cfg's {@code library} / {@code ANSIBLE_LIBRARY}
 *     (Ansible's {@code DEFAULT_MODULE_PATH}), searched after a role's and the playbook's {@code library/}
 * @param nativeOnly refuse every module play does not implement ({@code --native-only})
 * @param bridged modules (short names or FQCNs) run with Ansible's code although play has its own
 * @param pythons the controller's interpreters to try for ansible-core, in order
 * @param interpreterPython {@code interpreter_python}: the hosts' Python, or a discovery mode
 *     ({@code auto}, {@code auto_silent}, {@code auto_legacy}, {@code auto_legacy_silent})
 */
public record BridgeSettings(List<Path> library, boolean nativeOnly, Set<String> bridged, List<String> pythons,
    String interpreterPython) {
  public BridgeSettings {
    library = List.copyOf(library);
    bridged = Set.copyOf(bridged);
    pythons = List.copyOf(pythons);
    interpreterPython = interpreterPython == null || interpreterPython.isBlank() ? "auto" : interpreterPython.strip();
  }

  public BridgeSettings(List<Path> library, boolean nativeOnly, Set<String> bridged, List<String> pythons) {
    this(library, nativeOnly, bridged, pythons, "auto");
  }

  /** Ansible's default library path, bridging on, nothing forced, ansible-core found by {@link #controllerPythons}. */
  public static BridgeSettings defaults() {
    String home = System.getProperty("user.home");
    return new BridgeSettings(List.of(Path.of(home, ".ansible/plugins/modules"),
        Path.of("/usr/share/ansible/plugins/modules")), false, Set.of(), controllerPythons(null));
  }

  /**
   * The interpreters to try for ansible-core: {@code chosen} ({@code PLAY_ANSIBLE_PYTHON}) alone
   * when given; else the one {@code ansible-playbook} on the PATH names, {@code /usr/bin/python3}
   * and {@code python3}.
   */
  public static List<String> controllerPythons(String chosen) {
    if (chosen != null && !chosen.isBlank()) {
      return List.of(chosen);
    }
    java.util.List<String> out = new java.util.ArrayList<>();
    ansiblePlaybookPython().ifPresent(out::add);
    for (String p : List.of("/usr/bin/python3", "python3")) {
      if (!out.contains(p)) {
        out.add(p);
      }
    }
    return out;
  }

  /** The interpreter in the first line of {@code ansible-playbook} on the PATH, if it names one. */
  private static java.util.Optional<String> ansiblePlaybookPython() {
    String path = System.getenv("PATH");
    if (path == null) {
      return java.util.Optional.empty();
    }
    for (String dir : path.split(":")) {
      Path f = Path.of(dir.isEmpty() ? "." : dir, "ansible-playbook");
      if (java.nio.file.Files.isRegularFile(f)) {
        try (java.io.BufferedReader r = java.nio.file.Files.newBufferedReader(f)) {
          String first = r.readLine();
          if (first != null && first.startsWith("#!") && first.contains("python")) {
            String[] words = first.substring(2).strip().split("\\s+");
            return java.util.Optional.of(words[0].endsWith("env") && words.length > 1 ? words[1] : words[0]);
          }
        } catch (java.io.IOException | java.io.UncheckedIOException e) {
          return java.util.Optional.empty();
        }
        return java.util.Optional.empty();
      }
    }
    return java.util.Optional.empty();
  }
}
