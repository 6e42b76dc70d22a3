package dev.play.module.files;

import dev.play.module.ModuleFailure;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where {@code fetch} puts a host's file on the controller, by Ansible's rules: without {@code
 * flat}, {@code dest/HOST/SRC} (the source's full path under a directory per inventory host); with
 * {@code flat}, {@code dest} itself, or {@code dest/BASENAME} when it ends with a slash. A relative
 * {@code dest} is under the playbook's directory, {@code ~} is the controller user's home.
 *
 * @param dest the {@code dest} argument
 * @param flat the {@code flat} argument
 * @param playbookDir the directory relative destinations are under
 * @param home the controller user's home directory
 */
record FetchDest(String dest, boolean flat, Path playbookDir, Path home) {
  /** The local file for {@code source} (the host path, {@code ~} expanded) of {@code host}. */
  public Path resolve(String source, String host) throws ModuleFailure {
    if (!flat) {
      return Path.of(dwim(dest).toString() + "/" + host + "/" + source).normalize();
    }
    if (!dest.endsWith("/") && Files.isDirectory(dwim(dest))) {
      throw new ModuleFailure(
          "dest is an existing directory, use a trailing slash if you want to fetch src into that directory");
    }
    String file = dest.endsWith("/") ? dest + baseName(source) : dest;
    return dwim(file).normalize();
  }

  private Path dwim(String path) {
    if (path.equals("~") || path.startsWith("~/")) {
      return Path.of(home.toString() + path.substring(1));
    }
    return playbookDir.resolve(path);
  }

  private static String baseName(String path) {
    return path.substring(path.lastIndexOf('/') + 1);
  }
}
