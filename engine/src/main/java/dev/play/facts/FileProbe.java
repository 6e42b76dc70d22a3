package dev.play.facts;

import static dev.play.connection.Shell.quote;

import java.util.ArrayList;
import java.util.List;

/**
 * The file-facts command: ONE {@code sh} script that reports a path's type, mode, owner, size,
 * times, checksum, the parent directory, the user and umask it runs as, and (when asked) name
 * lookups, the entries of a tree that differ from wanted attributes, and the file's content.
 * Its output is parsed by {@link FileProbeParser}. GNU coreutils on the host; no Python.
 *
 * @param path the path to examine
 * @param follow follow a symbolic link at {@code path}
 * @param checksumAlgorithm {@code sha1}, {@code md5}, {@code sha256}, ...; null for none
 * @param content when to include the content (base64)
 * @param unlessChecksum with {@link ContentMode#IF_DIFFERENT}: the checksum that makes it unneeded
 * @param childName when {@code path} is a directory, examine {@code path/childName} instead
 * @param user a user name to resolve to a uid, or null
 * @param group a group name to resolve to a gid, or null
 * @param treeFilter a {@code find} expression selecting entries to report under {@code path}
 * @param other a second path: report whether it exists and is the same file (hard links)
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
    String other) {

  /**
   * The umask, ids and names the script runs as: from {@code PLAY_ENV} when a persistent shell set
   * it (no process started), else asked of {@code umask} and {@code id}.
   */
  public static final String ENV_LINE =
      "printf 'env=%s\\n' \"${PLAY_ENV:-$(umask)|$(id -u)|$(id -g)|$(id -un)|$(id -gn)}\"";

  /** {@code d}: the parent directory of {@code $p}, as dirname prints it, without starting dirname. */
  static final String PARENT = "case $p in */) d=$(dirname -- \"$p\") ;; */*) d=${p%/*}; d=${d:-/} ;; *) d=. ;; esac";

  /** Content is skipped above this size when it is only wanted for a diff. */
  public static final long MAX_DIFF_SIZE = 1024 * 1024;

  public enum ContentMode {
    NONE,
    /** Always, whatever the size (lineinfile, blockinfile). */
    ALWAYS,
    /** Only when the checksum differs from {@code unlessChecksum} and within MAX_DIFF_SIZE. */
    IF_DIFFERENT
  }

  public static FileProbe of(String path) {
    return new FileProbe(path, false, "sha1", ContentMode.NONE, null, null, null, null, null, null);
  }

  public FileProbe following(boolean f) {
    return new FileProbe(path, f, checksumAlgorithm, content, unlessChecksum, childName, user, group, treeFilter, other);
  }

  public FileProbe checksum(String algorithm) {
    return new FileProbe(path, follow, algorithm, content, unlessChecksum, childName, user, group, treeFilter, other);
  }

  public FileProbe withContent(ContentMode mode, String unless) {
    return new FileProbe(path, follow, checksumAlgorithm, mode, unless, childName, user, group, treeFilter, other);
  }

  public FileProbe insideDirectory(String name) {
    return new FileProbe(path, follow, checksumAlgorithm, content, unlessChecksum, name, user, group, treeFilter, other);
  }

  public FileProbe resolving(String userName, String groupName) {
    return new FileProbe(path, follow, checksumAlgorithm, content, unlessChecksum, childName, userName, groupName, treeFilter, other);
  }

  public FileProbe scanningTree(String findExpression) {
    return new FileProbe(path, follow, checksumAlgorithm, content, unlessChecksum, childName, user, group, findExpression, other);
  }

  public FileProbe comparingWith(String otherPath) {
    return new FileProbe(path, follow, checksumAlgorithm, content, unlessChecksum, childName, user, group, treeFilter, otherPath);
  }

  /** The script. */
  public String script() {
    List<String> s = new ArrayList<>();
    s.add("p=" + quote(path));
    if (childName != null) {
      s.add("if [ -d \"$p\" ]; then p=\"${p%/}/\"" + quote(childName) + "; fi");
    }
    s.add("printf 'path=%s\\n' \"$p\"");
    s.add(ENV_LINE);
    s.add(PARENT);
    s.add("if [ -d \"$d\" ]; then echo parent=directory; [ -w \"$d\" ] && echo parent_writeable=1; elif [ -e \"$d\" ]; then echo parent=other; "
        + "else echo parent=absent; fi");
    lookups(s);
    if (other != null) {
      s.add("o=" + quote(other) + "; if [ -e \"$o\" ]; then echo other=present; else echo other=absent; fi; "
          + "[ \"$p\" -ef \"$o\" ] && echo same_file=1");
    }
    s.add("if " + existsTest() + "; then");
    present(s);
    s.add("else echo absent=1; fi");
    return String.join("\n", s) + "\n";
  }

  private void lookups(List<String> s) {
    if (user != null) {
      s.add("printf 'user_id=%s\\n' \"$(id -u -- " + quote(user) + " 2>/dev/null)\"");
    }
    if (group != null) {
      // name:password:GID:members, the GID cut out by the shell rather than by a cut process
      s.add("g=$(getent group " + quote(group) + "); g=${g#*:}; g=${g#*:}; printf 'group_id=%s\\n' \"${g%%:*}\"");
    }
  }

  private String existsTest() {
    return follow ? "[ -e \"$p\" ]" : "[ -e \"$p\" ] || [ -L \"$p\" ]";
  }

  private void present(List<String> s) {
    String l = follow ? "-L " : "";
    s.add("stat " + l + "--printf 'stat=%f|%u|%g|%s|%Y|%X|%Z|%i|%d|%h|%x|%y|%U|%G\\n' -- \"$p\" || exit 1");
    s.add("if [ -L \"$p\" ]; then printf 'link=%s\\n' \"$(readlink -- \"$p\")\"; "
        + "printf 'real=%s\\n' \"$(readlink -f -- \"$p\")\"; fi");
    s.add("r=-; w=-; x=-; [ -r \"$p\" ] && r=r; [ -w \"$p\" ] && w=w; [ -x \"$p\" ] && x=x; echo \"access=$r$w$x\"");
    if (treeFilter != null) {
      s.add("[ -d \"$p\" ] && find \"$p\" ! -type l \\( " + treeFilter
          + " \\) -printf 'entry=%m|%U|%G|%y|%p\\n'");
    }
    String regular = follow ? "[ -f \"$p\" ]" : "[ -f \"$p\" ] && [ ! -L \"$p\" ]";
    if (checksumAlgorithm != null || content != ContentMode.NONE) {
      s.add("if " + regular + " && [ -r \"$p\" ]; then");
      checksumAndContent(s);
      s.add("fi");
    }
    s.add(":");
  }

  private void checksumAndContent(List<String> s) {
    String algo = checksumAlgorithm == null ? "sha1" : checksumAlgorithm;
    if (content == ContentMode.ALWAYS && ContentDigest.supported(algo)) {
      // the controller hashes the content it receives: no checksum process on the host
      s.add("echo checksum_of_content=" + algo + "; echo content:; base64 -w0 < \"$p\" || exit 1");
      return;
    }
    s.add("c=$(" + algo + "sum < \"$p\") || exit 1; c=${c%% *}; echo \"checksum=$c\"");
    switch (content) {
      case NONE -> { }
      case ALWAYS -> s.add("echo content:; base64 -w0 < \"$p\" || exit 1");
      case IF_DIFFERENT -> {
        s.add("if [ \"$c\" != " + quote(unlessChecksum == null ? "-" : unlessChecksum) + " ]; then");
        s.add("if [ \"$(stat -L -c %s -- \"$p\")\" -gt " + MAX_DIFF_SIZE + " ]; then echo content_skipped=large; "
            + "else echo content:; base64 -w0 < \"$p\" || exit 1; fi");
        s.add("fi");
      }
    }
  }
}
