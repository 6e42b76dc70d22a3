package dev.play.module.files;

import dev.play.module.ModuleFailure;
import dev.play.value.JsonWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * Where {@code fetch} puts a host's file on the controller, by Ansible's rules: without {@code
 * flat}, {@code dest/HOST/SRC} (the source's full path under a directory per inventory host); with
 * {@code flat}, {@code dest} itself, or {@code dest/BASENAME} when it ends with a slash. A relative
 * {@code dest} is under the playbook's directory, {@code ~} is the controller user's home.
 *
 * <p>Neither the source (which a task may take from a node's answers) nor the inventory host name
 * can lead the file out of {@code dest/HOST/} (or out of {@code dest/} with {@code flat} and a
 * trailing slash): a host name that is no single directory name, a source that climbs out with
 * {@code ..}, a name with a control character (newline, CR, NUL …), a name over 255 bytes, or a
 * base name that is empty, {@code .} or {@code ..} is refused, naming the host and the path.
 * Ansible 2.14 checks neither (its traversal check runs before the path is built).
 *
 * @param dest the {@code dest} argument
 * @param flat the {@code flat} argument
 * @param playbookDir the directory relative destinations are under
 * @param home the controller user's home directory
 */
record FetchDest(String dest, boolean flat, Path playbookDir, Path home) {
  /** The longest file name Linux file systems take, in bytes. */
  static final int NAME_MAX = 255;

  /** The local file for {@code source} (the host path, {@code ~} expanded) of {@code host}. */
  public FetchTarget resolve(String source, String host) throws ModuleFailure {
    try {
      return flat ? flat(source, host) : perHost(source, host);
    } catch (InvalidPathException e) {
      throw refused(
          source,
          host,
          "the local path " + JsonWriter.compact(e.getInput()) + " is invalid: " + e.getReason());
    }
  }

  private FetchTarget perHost(String source, String host) throws ModuleFailure {
    Path root = dwim(dest).normalize();
    String hostProblem = hostNameProblem(host);
    if (hostProblem != null) {
      throw new ModuleFailure(
          "fetch refuses the inventory host name "
              + JsonWriter.compact(host)
              + " as a directory under "
              + root
              + ": "
              + hostProblem);
    }
    checkSource(source, host);
    Path base = root.resolve(host);
    Path file = Path.of(base + "/" + source).normalize();
    if (!file.startsWith(base)) {
      throw refused(source, host, "it leads out of " + base + "/ (to " + file + ")");
    }
    if (file.equals(base)) {
      throw refused(source, host, "it names no file under " + base + "/");
    }
    return new FetchTarget(host, root, file);
  }

  private FetchTarget flat(String source, String host) throws ModuleFailure {
    if (!dest.endsWith("/")) {
      if (Files.isDirectory(dwim(dest))) {
        throw new ModuleFailure(
            "dest is an existing directory, use a trailing slash if you want to fetch src into that directory");
      }
      Path file = dwim(dest).normalize();
      return new FetchTarget(host, file.getParent(), file);
    }
    checkSource(source, host);
    String name = baseName(source);
    if (name.isEmpty() || name.equals(".") || name.equals("..")) {
      throw refused(source, host, "its base name " + JsonWriter.compact(name) + " is no file name");
    }
    Path root = dwim(dest).normalize();
    return new FetchTarget(host, root, root.resolve(name));
  }

  /** Why {@code host} cannot be one directory's name, or null when it can. */
  static String hostNameProblem(String host) {
    if (host.isEmpty() || host.equals(".") || host.equals("..")) {
      return "it is no directory name";
    }
    if (host.indexOf('/') >= 0) {
      return "it holds a slash";
    }
    return nameProblem(host);
  }

  private void checkSource(String source, String host) throws ModuleFailure {
    for (String part : source.split("/")) {
      String problem = nameProblem(part);
      if (problem != null) {
        throw refused(source, host, problem);
      }
    }
  }

  /** Why {@code name} cannot be a file name on the controller, or null when it can. */
  private static String nameProblem(String name) {
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c < 0x20 || c == 0x7f) {
        return "it holds a control character (" + JsonWriter.compact(String.valueOf(c)) + ")";
      }
    }
    if (name.getBytes(StandardCharsets.UTF_8).length > NAME_MAX) {
      return "a name in it is longer than " + NAME_MAX + " bytes";
    }
    return null;
  }

  private static ModuleFailure refused(String source, String host, String why) {
    return new ModuleFailure(
        "fetch refuses to write the source path "
            + JsonWriter.compact(source)
            + " of host "
            + JsonWriter.compact(host)
            + ": "
            + why);
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
