package dev.play.cli;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where roles are found besides the playbook's {@code roles/}: {@code ANSIBLE_ROLES_PATH}
 * (colon-separated), then the repository's {@code roles/} (the launcher sets {@code play.home}).
 */
final class RolesPath {
  private RolesPath() {}

  static List<Path> resolve() {
    List<Path> out = new ArrayList<>();
    String env = System.getenv("ANSIBLE_ROLES_PATH");
    if (env != null) {
      for (String p : env.split(File.pathSeparator)) {
        if (!p.isBlank()) {
          out.add(Path.of(p.replaceFirst("^~", System.getProperty("user.home"))));
        }
      }
    }
    String home = System.getProperty("play.home");
    if (home != null && Files.isDirectory(Path.of(home, "roles"))) {
      out.add(Path.of(home, "roles"));
    }
    return out;
  }
}
