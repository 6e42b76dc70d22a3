package dev.play.connection;

import dev.play.value.Shell;
import java.util.List;

/**
 * One {@code stat} for the files of several probes. A probe names the paths its code will {@code
 * stat} in its {@link ProbeRequest}. A persistent shell that runs probes together first stats all
 * their paths in one process, in its own shell, into {@link #CACHE} (a line {@code <path>|<fields>}
 * per file that exists), and empties it after the batch; the probes' code takes a file's fields
 * from there (the file probe's {@code file-probe.sh} reads {@code PLAY_SH_STATS}) and starts {@code
 * stat} itself only for a file it does not find. A process costs a host about a millisecond of CPU;
 * a batch of ten file probes saved nine.
 *
 * <p>A path holding a newline or a {@code |} is never asked for nor looked up, so no line can be
 * taken for another's. The fields are {@code lstat}'s: a symbolic link is not taken from the cache
 * (its target's fields, or the link's own text, are asked for by the probe itself).
 */
public final class StatHints {
  /**
   * The fields, in this order: raw mode (hex), uid, gid, size, times, inode, device, links, names.
   */
  public static final String FORMAT = "%f|%u|%g|%s|%Y|%X|%Z|%i|%d|%h|%x|%y|%U|%G";

  /** The loop's variable holding the batch's lines, each after a newline. */
  static final String CACHE = "PLAY_SH_STATS";

  private StatHints() {}

  /** Whether {@code path} can be a line of the cache: not empty, no newline, no {@code |}. */
  public static boolean hintable(String path) {
    return !path.isEmpty() && path.indexOf('\n') < 0 && path.indexOf('|') < 0;
  }

  /** The code that fills the cache with the fields of {@code paths} (those that exist). */
  public static String fillCode(List<String> paths) {
    StringBuilder code =
        new StringBuilder(CACHE)
            .append("=\"\n$(stat --printf '%n|")
            .append(FORMAT)
            .append("\\n' --");
    for (String p : paths) {
      code.append(' ').append(Shell.quote(p));
    }
    return code.append(" 2>/dev/null)\n\"\n").toString();
  }

  /** The code that empties the cache. */
  public static String clearCode() {
    return CACHE + "=\n";
  }
}
