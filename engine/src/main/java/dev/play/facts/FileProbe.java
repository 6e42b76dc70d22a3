package dev.play.facts;

import static dev.play.value.Shell.quote;

import dev.play.connection.ProbeRequest;
import dev.play.connection.ShellScripts;
import dev.play.connection.StatHints;
import java.util.ArrayList;
import java.util.List;

/**
 * The file-facts command: ONE {@code sh} script that reports a path's type, mode, owner, size,
 * times, checksum, the parent directory, the user and umask it runs as, and (when asked) name
 * lookups, the entries of a tree that differ from wanted attributes, and the file's content. Its
 * output is parsed by {@link FileProbeParser}. GNU coreutils on the host; no Python.
 *
 * @param path the path to examine
 * @param follow follow a symbolic link at {@code path}
 * @param checksumAlgorithm {@code sha1}, {@code md5}, {@code sha256}, ...; null for none
 * @param content when to include the content (base64; a small text file as it is)
 * @param unlessChecksum with {@link ContentMode#IF_DIFFERENT}: the checksum that makes it unneeded
 * @param childName when {@code path} is a directory, examine {@code path/childName} instead
 * @param user a user name to resolve to a uid, or null
 * @param group a group name to resolve to a gid, or null
 * @param treeFilter a {@code find} expression selecting entries to report under {@code path}
 * @param other a second path: report whether it exists and is the same file (hard links)
 * @param makesParent the caller makes a missing parent directory itself (lineinfile's {@code
 *     create}, a new directory): its absence is no obstacle, so check mode assumes nothing about it
 */
public record FileProbe(
    String path,
    boolean follow,
    String checksumAlgorithm,
    ContentMode content,
    String unlessChecksum,
    String childName,
    String user,
    String group,
    String treeFilter,
    String other,
    boolean makesParent) {

  /**
   * The umask, ids and names the script runs as: from {@code PLAY_ENV} when a persistent shell set
   * it (no process started), else asked of {@code umask} and {@code id}.
   */
  public static final String ENV_LINE = ShellScripts.load(FileProbe.class, "probe-env.sh");

  /** Content is skipped above this size when it is only wanted for a diff. */
  public static final long MAX_DIFF_SIZE = FileProbeCode.MAX_DIFF_SIZE;

  public enum ContentMode {
    NONE,
    /** Always, whatever the size (lineinfile, blockinfile). */
    ALWAYS,
    /** Only when the checksum differs from {@code unlessChecksum} and within MAX_DIFF_SIZE. */
    IF_DIFFERENT
  }

  public static FileProbe of(String path) {
    return new FileProbe(
        path, false, "sha1", ContentMode.NONE, null, null, null, null, null, null, false);
  }

  public FileProbe following(boolean f) {
    return new FileProbe(
        path,
        f,
        checksumAlgorithm,
        content,
        unlessChecksum,
        childName,
        user,
        group,
        treeFilter,
        other,
        makesParent);
  }

  public FileProbe checksum(String algorithm) {
    return new FileProbe(
        path,
        follow,
        algorithm,
        content,
        unlessChecksum,
        childName,
        user,
        group,
        treeFilter,
        other,
        makesParent);
  }

  public FileProbe withContent(ContentMode mode, String unless) {
    return new FileProbe(
        path,
        follow,
        checksumAlgorithm,
        mode,
        unless,
        childName,
        user,
        group,
        treeFilter,
        other,
        makesParent);
  }

  public FileProbe insideDirectory(String name) {
    return new FileProbe(
        path,
        follow,
        checksumAlgorithm,
        content,
        unlessChecksum,
        name,
        user,
        group,
        treeFilter,
        other,
        makesParent);
  }

  public FileProbe resolving(String userName, String groupName) {
    return new FileProbe(
        path,
        follow,
        checksumAlgorithm,
        content,
        unlessChecksum,
        childName,
        userName,
        groupName,
        treeFilter,
        other,
        makesParent);
  }

  public FileProbe scanningTree(String findExpression) {
    return new FileProbe(
        path,
        follow,
        checksumAlgorithm,
        content,
        unlessChecksum,
        childName,
        user,
        group,
        findExpression,
        other,
        makesParent);
  }

  /** This probe for a caller that makes a missing parent directory itself. */
  public FileProbe makingParent() {
    return new FileProbe(
        path,
        follow,
        checksumAlgorithm,
        content,
        unlessChecksum,
        childName,
        user,
        group,
        treeFilter,
        other,
        true);
  }

  public FileProbe comparingWith(String otherPath) {
    return new FileProbe(
        path,
        follow,
        checksumAlgorithm,
        content,
        unlessChecksum,
        childName,
        user,
        group,
        treeFilter,
        otherPath,
        makesParent);
  }

  /**
   * The script: the values ({@link FileProbeCode} says which), then the code, the same for every
   * probe ({@link #request}). Every value is set, empty when unused, so nothing in the host's
   * environment is taken for one.
   */
  public String script() {
    String algorithm =
        checksumAlgorithm == null && content != ContentMode.NONE ? "sha1" : checksumAlgorithm;
    StringBuilder v = new StringBuilder(160);
    value(v, "p", path);
    value(v, "pc", childName);
    value(v, "pf", follow ? "1" : null);
    value(v, "pu", user);
    value(v, "pg", group);
    value(v, "po", other);
    value(v, "pt", treeFilter);
    value(v, "pa", algorithm);
    value(v, "pd", algorithm != null && ContentDigest.supported(algorithm) ? "1" : null);
    value(
        v,
        "pm",
        switch (content) {
          case NONE -> null;
          case ALWAYS -> "always";
          case IF_DIFFERENT -> "ifdiff";
        });
    value(
        v,
        "pq",
        content == ContentMode.IF_DIFFERENT
            ? (unlessChecksum == null ? "-" : unlessChecksum)
            : null);
    return v.append('\n').append(FileProbeCode.CODE).toString();
  }

  /**
   * What a persistent shell may do beside running {@link #script}: stat the path (and the name
   * inside it, when asked) together with other probes' files ({@link StatHints}), and keep the code
   * as a function.
   */
  public ProbeRequest request() {
    List<String> paths = new ArrayList<>(2);
    if (StatHints.hintable(path)) {
      paths.add(path);
    }
    if (childName != null && !childName.isEmpty()) {
      String inside =
          (path.endsWith("/") ? path.substring(0, path.length() - 1) : path) + "/" + childName;
      if (StatHints.hintable(inside)) {
        paths.add(inside);
      }
    }
    return new ProbeRequest(paths, FileProbeCode.CODE);
  }

  private static void value(StringBuilder values, String name, String value) {
    if (!values.isEmpty()) {
      values.append("; ");
    }
    values.append(name).append('=');
    if (value != null && !value.isEmpty()) {
      values.append(quote(value));
    }
  }
}
