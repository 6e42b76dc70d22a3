package dev.play.cli;

import dev.play.config.PlayConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where roles are found besides the playbook's {@code roles/}: {@code roles_path} of the config
 * ({@code ANSIBLE_ROLES_PATH}, ansible.cfg, else Ansible's default), then the repository's {@code
 * roles/} (the launcher sets {@code play.home}).
 */
final class RolesPath {
  private RolesPath() {}

  static List<Path> resolve(PlayConfig config) {
    List<Path> out = new ArrayList<>(config.rolesPath());
    String home = System.getProperty("play.home");
    if (home != null && Files.isDirectory(Path.of(home, "roles"))) {
      out.add(Path.of(home, "roles"));
    }
    return out;
  }
}
