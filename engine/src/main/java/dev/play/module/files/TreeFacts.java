package dev.play.module.files;

import static dev.play.value.Shell.quote;

import dev.play.facts.FileFacts.Owner;
import dev.play.facts.FileProbeParser;
import dev.play.facts.FileType;
import dev.play.facts.HostEnv;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The destination of a recursive copy, in one command: whether the root is a directory, and for
 * each path of the source tree that exists under it its type, mode, owner and (for a file) sha1.
 * The paths come on standard input (a controller source) or from listing the source directory on
 * the host in the same command ({@code remote_src}, {@link TreeSource#hostScript}).
 *
 * @param entries by relative path ({@code a/b.conf}); a path missing here is absent
 */
record TreeFacts(
    HostEnv env, Root root, Map<String, Entry> entries, OptionalInt userId, OptionalInt groupId) {
  public TreeFacts {
    entries = Map.copyOf(entries);
  }

  public enum Root {
    DIRECTORY,
    ABSENT,
    OTHER
  }

  /** One existing destination path (links followed). */
  public record Entry(FileType type, int mode, Owner owner, long size, String checksum) {}

  /** The same facts with these looked-up ids (check mode: an account an earlier task creates). */
  public TreeFacts withIds(OptionalInt user, OptionalInt group) {
    return new TreeFacts(env, root, entries, user, group);
  }

  public Optional<Entry> entry(String rel) {
    return Optional.ofNullable(entries.get(rel));
  }

  /**
   * The facts command for destination directory {@code root}; {@code user}/{@code group} names to
   * resolve (or null); {@code hostSource} the source directory on the host, or null when the
   * relative paths ({@code ./a/b}, one a line) come on standard input.
   */
  public static String script(String root, String user, String group, String hostSource) {
    StringBuilder s = new StringBuilder();
    s.append(dev.play.facts.FileProbe.ENV_LINE).append('\n');
    if (user != null) {
      s.append("printf 'user_id=%s\\n' \"$(id -u -- ")
          .append(quote(user))
          .append(" 2>/dev/null)\"\n");
    }
    if (group != null) {
      s.append("printf 'group_id=%s\\n' \"$(getent group ")
          .append(quote(group))
          .append(" | cut -d: -f3)\"\n");
    }
    if (hostSource == null) {
      s.append("l=$(cat)\n");
    } else {
      s.append(TreeSource.hostScript(hostSource));
      s.append(
          "l=$(cd -- \"$s\" 2>/dev/null && find -L . -mindepth 1 \\( -type d -o -type f \\) -print)\n");
    }
    s.append("r=").append(quote(root)).append('\n');
    s.append("if [ -d \"$r\" ]; then echo root=directory; cd -- \"$r\" || exit 1\n");
    s.append(
        "printf '%s\\n' \"$l\" | tr '\\n' '\\0' | xargs -0 -r stat -L --printf 'e=%f|%u|%g|%U|%G|%s|%n\\n' -- "
            + "2>/dev/null\n");
    s.append(
        "printf '%s\\n' \"$l\" | tr '\\n' '\\0' | xargs -0 -r sh -c 'for f; do [ -f \"$f\" ] && [ -r \"$f\" ] "
            + "&& printf \"%s\\0\" \"$f\"; done; :' sh | xargs -0 -r sha1sum -- | sed 's/^/c=/'\n");
    s.append(
        "elif [ -e \"$r\" ] || [ -L \"$r\" ]; then echo root=other; else echo root=absent; fi\n");
    s.append("exit 0\n");
    return s.toString();
  }

  /** Parses the command's output. Pure. */
  public static TreeFacts parse(String output) {
    HostEnv env = null;
    Root root = Root.ABSENT;
    Map<String, Entry> entries = new HashMap<>();
    Map<String, String> sums = new HashMap<>();
    OptionalInt uid = OptionalInt.empty();
    OptionalInt gid = OptionalInt.empty();
    for (String line : output.split("\n")) {
      if (line.startsWith("env=")) {
        env = FileProbeParser.env(line.substring(4));
      } else if (line.startsWith("root=")) {
        root = Root.valueOf(line.substring(5).toUpperCase(java.util.Locale.ROOT));
      } else if (line.startsWith("e=")) {
        entry(line.substring(2), entries);
      } else if (line.startsWith("c=")) {
        Sha1Line c = Sha1Line.parse(line.substring(2));
        sums.put(rel(c.name()), c.sum());
      } else if (line.startsWith("user_id=")) {
        uid = id(line.substring(8));
      } else if (line.startsWith("group_id=")) {
        gid = id(line.substring(9));
      }
    }
    if (env == null) {
      throw new IllegalArgumentException("tree facts: missing 'env' in command output");
    }
    sums.forEach(
        (rel, sum) ->
            entries.computeIfPresent(
                rel, (k, e) -> new Entry(e.type(), e.mode(), e.owner(), e.size(), sum)));
    return new TreeFacts(env, root, entries, uid, gid);
  }

  private static void entry(String value, Map<String, Entry> entries) {
    String[] f = value.split("\\|", 7);
    if (f.length < 7) {
      throw new IllegalArgumentException("malformed stat line: " + value);
    }
    int raw = Integer.parseInt(f[0], 16);
    Owner owner = new Owner(Integer.parseInt(f[1]), Integer.parseInt(f[2]), f[3], f[4]);
    entries.put(
        rel(f[6]),
        new Entry(FileType.fromRawMode(raw), raw & 07777, owner, Long.parseLong(f[5]), null));
  }

  private static OptionalInt id(String v) {
    return v.isBlank() ? OptionalInt.empty() : OptionalInt.of(Integer.parseInt(v.trim()));
  }

  private static String rel(String dotted) {
    return dotted.startsWith("./") ? dotted.substring(2) : dotted;
  }
}
