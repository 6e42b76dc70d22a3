package dev.play.facts;

import dev.play.connection.StatHints;

/**
 * The shell code of every {@link FileProbe}, one text whatever the probe asks: it reads what to do
 * from the values the probe sets before it, so a persistent shell defines it once per host and
 * later probes send only their values ({@link dev.play.connection.Command#FUNCTION_MARK}).
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

  /** What the probe's {@code stat=} line holds: {@link FileProbeParser} reads the fields in this order. */
  static final String STAT_FORMAT = StatHints.FORMAT;

  /** The largest file read by the shell itself (a byte costs it a read call: 1 KiB is about a process). */
  static final int SMALL_TEXT_MAX = 1024;

  /** Content is skipped above this size when it is only wanted for a diff. */
  static final long MAX_DIFF_SIZE = 1024 * 1024;

  /**
   * The uid of {@code $pu} and the gid of {@code $pg}: the file's own ids when its owner and group
   * ({@code $S}: the 13th and 14th fields) have those names, else looked up (no process when the
   * file already has them: what a run that changes nothing finds). Never taken from a name stat
   * could not give ({@code UNKNOWN}). {@code getent}'s line is name:password:GID:members.
   */
  private static final String IDS = String.join("\n",
      "if [ -n \"$pu\" ]; then u=${S#*|}; u=${u%%|*}; U=${S%|*}; U=${U##*|}",
      "  { [ -n \"$S\" ] && [ \"$U\" = \"$pu\" ] && [ \"$U\" != UNKNOWN ]; } || u=$(id -u -- \"$pu\" 2>/dev/null)",
      "  printf 'user_id=%s\\n' \"$u\"; fi",
      "if [ -n \"$pg\" ]; then g=${S#*|*|}; g=${g%%|*}; G=${S##*|}",
      "  if [ -z \"$S\" ] || [ \"$G\" != \"$pg\" ] || [ \"$G\" = UNKNOWN ]; then",
      "    g=$(getent group \"$pg\"); g=${g#*:}; g=${g#*:}; g=${g%%:*}; fi",
      "  printf 'group_id=%s\\n' \"$g\"; fi");

  static final String CODE = String.join("\n",
      "[ -n \"$pc\" ] && [ -d \"$p\" ] && p=\"${p%/}/$pc\"",
      "printf 'path=%s\\n' \"$p\"",
      FileProbe.ENV_LINE,
      // the parent directory as dirname prints it, without starting dirname
      "case $p in */) d=$(dirname -- \"$p\") ;; */*) d=${p%/*}; d=${d:-/} ;; *) d=. ;; esac",
      "if [ -d \"$d\" ]; then echo parent=directory; [ -w \"$d\" ] && echo parent_writeable=1; "
          + "elif [ -e \"$d\" ]; then echo parent=other; else echo parent=absent; fi",
      "if [ -n \"$po\" ]; then if [ -e \"$po\" ]; then echo other=present; else echo other=absent; fi; "
          + "[ \"$p\" -ef \"$po\" ] && echo same_file=1; fi",
      "S=",
      "if [ -e \"$p\" ] || { [ -z \"$pf\" ] && [ -L \"$p\" ]; }; then",
      // the fields from the batch's one stat (StatHints), else from a stat of its own
      StatHints.lookupCode(),
      "if [ -n \"$pf\" ]; then",
      "  [ -n \"$S\" ] || S=$(stat -L --printf '" + STAT_FORMAT + "' -- \"$p\") || exit 1",
      "  [ -L \"$p\" ] && printf 'link=%s\\n' \"$(readlink -- \"$p\")\"",
      "elif [ -z \"$S\" ]; then",
      // the link's target from the same stat: %N, literal, is "<path> -> <target>" after the
      // fields (none holds a |), cut one field at a time (a pattern of 14 stars makes dash
      // backtrack for milliseconds); readlink only where an old stat quotes it otherwise
      "  S=$(QUOTING_STYLE=literal stat --printf '" + STAT_FORMAT + "|%N' -- \"$p\") || exit 1",
      "  f=$S; for k in 1 2 3 4 5 6 7 8 9 10 11 12 13 14; do f=${f#*|}; done; S=${S%\"|$f\"}",
      "  if [ -L \"$p\" ]; then case $f in \"$p -> \"*) f=${f#\"$p -> \"} ;; *) f=$(readlink -- \"$p\") ;; esac; "
          + "printf 'link=%s\\n' \"$f\"; fi",
      "fi",
      "printf 'stat=%s\\n' \"$S\"",
      IDS,
      "[ -L \"$p\" ] && printf 'real=%s\\n' \"$(readlink -f -- \"$p\")\"",
      "r=-; w=-; x=-; [ -r \"$p\" ] && r=r; [ -w \"$p\" ] && w=w; [ -x \"$p\" ] && x=x; echo \"access=$r$w$x\"",
      "[ -n \"$pt\" ] && [ -d \"$p\" ] && eval \"find \\\"\\$p\\\" ! -type l \\\\( $pt \\\\) -printf 'entry=%m|%U|%G|%y|%p\\\\n'\"",
      "if [ -n \"$pa\" ] && [ -f \"$p\" ] && { [ -n \"$pf\" ] || [ ! -L \"$p\" ]; } && [ -r \"$p\" ]; then",
      "z=${S#*|*|*|}; z=${z%%|*}; t=; l=",
      smallText(),
      "  echo checksum_of_content=$pa; printf 'text:\\n%s' \"$t\"",
      "elif [ -n \"$pd\" ] && [ \"$pm\" = always ]; then",
      // the controller hashes the content it receives: no checksum process on the host
      "  echo checksum_of_content=$pa; echo content:; base64 -w0 < \"$p\" || exit 1",
      "else",
      "  c=$(\"${pa}sum\" < \"$p\") || exit 1; c=${c%% *}; echo \"checksum=$c\"",
      "  if [ \"$pm\" = always ] || { [ \"$pm\" = ifdiff ] && [ \"$c\" != \"$pq\" ] && [ \"$z\" -le " + MAX_DIFF_SIZE + " ]; }; "
          + "then echo content:; base64 -w0 < \"$p\" || exit 1",
      "  elif [ \"$pm\" = ifdiff ] && [ \"$c\" != \"$pq\" ]; then echo content_skipped=large; fi",
      "fi",
      "fi",
      ":",
      "else echo absent=1; " + IDS + "; fi",
      "");

  /**
   * The start of an {@code if}: a regular file of at most {@link #SMALL_TEXT_MAX} bytes (its size
   * {@code $z}) is read by the shell into {@code $t}, and the condition holds when it is all
   * printable ASCII, tabs and newlines and none of its bytes went missing (the shell drops NUL
   * bytes). Then the controller gets the content and hashes it: no process on the host. Any
   * other file goes to {@code sha1sum} and {@code base64}.
   */
  private static String smallText() {
    String small = "[ -n \"$pd\" ] && [ \"$z\" -le " + SMALL_TEXT_MAX + " ]";
    return "if " + small + "; then while IFS= read -r l; do t=\"$t$l\n\"; done < \"$p\"; t=\"$t$l\"; fi\n"
        + "if " + small + " && [ ${#t} -eq \"$z\" ] && case $t in *[!\\ -~'\t\n']*) false ;; esac; then";
  }
}
