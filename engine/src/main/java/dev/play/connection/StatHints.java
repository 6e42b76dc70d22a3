package dev.play.connection;

import java.util.ArrayList;
import java.util.List;

/**
 * One {@code stat} for the files of several probes. A probe's script may start with lines
 * {@code #play-stat <path>} (comments: any shell runs the script unchanged) naming the paths its
 * code will {@code stat}. A persistent shell that runs probes together first stats all their paths
 * in one process, in its own shell, into {@link #CACHE} (a line {@code <path>|<fields>} per file
 * that exists), and empties it after the batch; the probes' code takes a file's fields from there
 * ({@link #lookupCode}) and starts {@code stat} itself only for a file it does not find. A
 * process costs a host about a millisecond of CPU; a batch of ten file probes saved nine.
 *
 * <p>A path holding a newline or a {@code |} is never hinted nor looked up, so no line can be
 * taken for another's. The fields are {@code lstat}'s: a symbolic link is not taken from the
 * cache (its target's fields, or the link's own text, are asked for by the probe itself).
 */
public final class StatHints {
  /** The fields, in this order: raw mode (hex), uid, gid, size, times, inode, device, links, names. */
  public static final String FORMAT = "%f|%u|%g|%s|%Y|%X|%Z|%i|%d|%h|%x|%y|%U|%G";

  /** A line of a probe's script naming a path its code stats. */
  public static final String HINT = "#play-stat ";

  /** The loop's variable holding the batch's lines, each after a newline. */
  static final String CACHE = "PLAY_SH_STATS";

  private StatHints() {}

  /** The hint line for {@code path} (with its newline), or "" for a path that cannot be hinted. */
  public static String hint(String path) {
    return hintable(path) ? HINT + path + "\n" : "";
  }

  /** Whether {@code path} can be a line of the cache: not empty, no newline, no {@code |}. */
  static boolean hintable(String path) {
    return !path.isEmpty() && path.indexOf('\n') < 0 && path.indexOf('|') < 0;
  }

  /** The paths hinted at the start of {@code script}, in order. */
  public static List<String> paths(String script) {
    List<String> out = new ArrayList<>();
    for (int at = 0, end = hintsEnd(script); at < end; at = script.indexOf('\n', at) + 1) {
      out.add(script.substring(at + HINT.length(), script.indexOf('\n', at)));
    }
    return out;
  }

  /** {@code script} without its hint lines. */
  public static String strip(String script) {
    return script.substring(hintsEnd(script));
  }

  /** Where the hint lines at the start of {@code script} end (each ends with a newline). */
  private static int hintsEnd(String script) {
    int at = 0;
    while (script.startsWith(HINT, at) && script.indexOf('\n', at) >= 0) {
      at = script.indexOf('\n', at) + 1;
    }
    return at;
  }

  /** The code that fills the cache with the fields of {@code paths} (those that exist). */
  public static String fillCode(List<String> paths) {
    StringBuilder code = new StringBuilder(CACHE).append("=\"\n$(stat --printf '%n|").append(FORMAT).append("\\n' --");
    for (String p : paths) {
      code.append(' ').append(Shell.quote(p));
    }
    return code.append(" 2>/dev/null)\n\"\n").toString();
  }

  /** The code that empties the cache. */
  public static String clearCode() {
    return CACHE + "=\n";
  }

  /**
   * Probe code that sets {@code S} to the cached fields of {@code $p}, or to "" when they are not
   * there (no batch, a path not hinted, a file that did not exist then, a symbolic link). It
   * sets {@code nl} to a newline.
   */
  public static String lookupCode() {
    return String.join("\n",
        "nl='",
        "'; S=; case $p in *'|'*|*\"$nl\"*) ;; *) case ${" + CACHE + "-} in *\"$nl$p|\"*)",
        "  S=${" + CACHE + "#*\"$nl$p|\"}; S=${S%%\"$nl\"*}; case $S in a*) S= ;; esac ;; esac ;; esac");
  }
}
