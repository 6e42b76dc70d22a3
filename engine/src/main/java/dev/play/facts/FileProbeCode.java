package dev.play.facts;

import dev.play.connection.ShellScripts;
import dev.play.connection.StatHints;
import java.util.Map;

/**
 * The shell code of every {@link FileProbe}, one text whatever the probe asks: it reads what to do
 * from the values the probe sets before it, so a persistent shell defines it once per host and
 * later probes send only their values ({@link dev.play.connection.ProbeRequest#function}).
 *
 * <p>The values: {@code p} the path; {@code pc} a name to look at inside {@code p} when it is a
 * directory; {@code pf} non-empty to follow a link at {@code p}; {@code pu}, {@code pg} a user and
 * a group to look up; {@code po} a second path (same file?); {@code pt} a {@code find} expression
 * for the entries of a tree to report; {@code pa} the checksum algorithm, when a checksum or the
 * content is wanted; {@code pd} non-empty when the controller can compute that checksum from the
 * content; {@code pm} {@code always} or {@code ifdiff} for the content; {@code pq} the checksum
 * that makes content unneeded ({@code ifdiff}).
 */
final class FileProbeCode {
  private FileProbeCode() {}

  /**
   * What the probe's {@code stat=} line holds: {@link FileProbeParser} reads the fields in this
   * order.
   */
  static final String STAT_FORMAT = StatHints.FORMAT;

  /**
   * The largest file read by the shell itself (a byte costs it a read call: 1 KiB is about a
   * process).
   */
  static final int SMALL_TEXT_MAX = 1024;

  /** Content is skipped above this size when it is only wanted for a diff. */
  static final long MAX_DIFF_SIZE = 1024 * 1024;

  /**
   * The code ({@code file-probe.sh}): the fields come from the batch's one {@code stat} when a
   * persistent shell ran one ({@link StatHints}), else from a {@code stat} of its own; a small text
   * file is read by the shell itself ({@link #SMALL_TEXT_MAX}), any other goes to {@code sha1sum}
   * and {@code base64}.
   */
  static final String CODE =
      ShellScripts.load(
              FileProbeCode.class,
              "file-probe.sh",
              Map.of(
                  "ENV_LINE",
                  FileProbe.ENV_LINE,
                  "STAT_FORMAT",
                  STAT_FORMAT,
                  "SMALL_TEXT_MAX",
                  String.valueOf(SMALL_TEXT_MAX),
                  "MAX_DIFF_SIZE",
                  String.valueOf(MAX_DIFF_SIZE)))
          + "\n";
}
