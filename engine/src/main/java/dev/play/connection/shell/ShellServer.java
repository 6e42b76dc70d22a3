package dev.play.connection.shell;

import java.nio.charset.StandardCharsets;

/**
 * The loop a persistent shell runs on the host, in POSIX sh with {@code mktemp}, {@code id},
 * {@code cat} and {@code head}. It says {@code READY-<nonce>}, then reads requests: the script's
 * lines, then a line holding only the nonce (a command), the nonce and {@code .} (a probe of
 * play's own), or the nonce, {@code :} and a length (a command whose standard input, that many
 * bytes, follows: {@code head -c} passes it on, so a file's content needs no channel of its
 * own). Every answer is {@code <nonce>}, the standard output, {@code \n<nonce>-E\n}, the
 * standard error and {@code \n<nonce>-X <rc>\n}. A line holding the nonce and {@code =} ends
 * code for the loop's own shell, with no answer: a definition of probe code as a function
 * ({@link ShellFunctions}), or a batch's {@code stat} cache ({@link ProbeBatch}).
 *
 * <p>A command runs as {@code sh FILE} (standard input from {@code /dev/null} or the request),
 * its outputs into files of a private temporary directory, sent by one {@code cat}: a process it
 * leaves running in the background cannot garble the next answer, and {@code $$}, {@code $PPID}
 * and {@code $0} are its own. A probe (it starts no background process, uses none of those and
 * prints no NUL byte) runs in a subshell of the loop whose output the loop gathers and sends
 * with the frame in one write (one SSH packet, where a line at a time would make one per line);
 * its standard error goes through a file, sent only when not empty: no process is started for it
 * but its own. Scripts start with {@code PLAY_ENV} set (not exported) to
 * {@code umask|uid|gid|user|group}, so probes need not ask again, and the loop's own variables
 * are named {@code PLAY_SH_*}. The directory (named with the loop's process id) goes when the
 * loop ends; one left by a loop that was killed is removed by the next loop of the same user.
 */
public final class ShellServer {
  private ShellServer() {}

  /** The loop, for {@code sh -c}; {@code nonce} (hex) marks its lines. */
  public static String script(String nonce) {
    String n = nonce;
    return String.join("\n",
        "PLAY_SH_U=$(umask); umask 077",
        "for PLAY_SH_D in \"${TMPDIR:-/tmp}\"/.play-shell.*; do",
        "  PLAY_SH_P=${PLAY_SH_D##*/.play-shell.}; PLAY_SH_P=${PLAY_SH_P%%.*}",
        "  [ -d \"$PLAY_SH_D\" ] && [ -O \"$PLAY_SH_D\" ] && ! kill -0 \"$PLAY_SH_P\" 2>/dev/null && rm -rf \"$PLAY_SH_D\"",
        "done",
        "PLAY_SH_T=$(mktemp -d \"${TMPDIR:-/tmp}/.play-shell.$$.XXXXXX\") || exit 97",
        "trap 'rm -rf \"$PLAY_SH_T\"' EXIT; trap 'exit 129' HUP INT TERM PIPE",
        // the answer's fixed parts; made again with the directory when a command removed it
        // (mkdir fails when something took its name meanwhile: the loop then ends)
        "PLAY_SH_parts() { printf '\\n%s-E\\n' " + n + " > \"$PLAY_SH_T/sep\" && printf '%s\\n' " + n + " > \"$PLAY_SH_T/h\"; }",
        "PLAY_SH_dir() { mkdir -m 700 \"$PLAY_SH_T\" 2>/dev/null && PLAY_SH_parts; }",
        "PLAY_SH_parts || exit 97",
        // one id for the four values: uid=N(name) gid=N(name) ...; a name may be missing
        "PLAY_SH_I=$(LC_ALL=C id) || exit 97",
        "PLAY_SH_UID=${PLAY_SH_I#uid=}; PLAY_SH_UID=${PLAY_SH_UID%%[!0-9]*}",
        "PLAY_SH_GID=${PLAY_SH_I#* gid=}; PLAY_SH_GID=${PLAY_SH_GID%%[!0-9]*}",
        "PLAY_SH_UN=; PLAY_SH_GN=",
        "case $PLAY_SH_I in \"uid=$PLAY_SH_UID(\"*) PLAY_SH_UN=${PLAY_SH_I#*\\(}; PLAY_SH_UN=${PLAY_SH_UN%%\\)*} ;; esac",
        "case $PLAY_SH_I in *\" gid=$PLAY_SH_GID(\"*) PLAY_SH_GN=${PLAY_SH_I#* gid=*\\(}; PLAY_SH_GN=${PLAY_SH_GN%%\\)*} ;; esac",
        "PLAY_SH_E=\"$PLAY_SH_U|$PLAY_SH_UID|$PLAY_SH_GID|$PLAY_SH_UN|$PLAY_SH_GN\"",
        "PLAY_SH_begin() { exec 3> \"$PLAY_SH_T/s\"; printf \"PLAY_ENV='%s'; umask %s; \" \"$PLAY_SH_E\" \"$PLAY_SH_U\" >&3; }",
        "PLAY_SH_begin; PLAY_SH_N=0",
        "printf 'READY-%s\\n' " + n,
        "while IFS= read -r PLAY_SH_L; do",
        "  case $PLAY_SH_L in",
        "  " + n + "|" + n + ":*)",
        "    exec 3>&-; PLAY_SH_N=$((PLAY_SH_N + 1))",
        "    case $PLAY_SH_L in",
        // standard input: exactly N bytes follow the line (head -c reads no further); what the
        // script leaves unread is drained, so head never dies of a broken pipe mid-payload
        "    *:*) head -c \"${PLAY_SH_L#*:}\" | { sh \"$PLAY_SH_T/s\" > \"$PLAY_SH_T/o$PLAY_SH_N\" 2> \"$PLAY_SH_T/e$PLAY_SH_N\";"
            + " PLAY_SH_R=$?; while IFS= read -r PLAY_SH_X || [ -n \"$PLAY_SH_X\" ]; do :; done; exit $PLAY_SH_R; } ;;",
        "    *) sh \"$PLAY_SH_T/s\" < /dev/null > \"$PLAY_SH_T/o$PLAY_SH_N\" 2> \"$PLAY_SH_T/e$PLAY_SH_N\" ;;",
        "    esac",
        // the answer's parts in files, sent by one cat: its writes come back to back, so the
        // answer mostly leaves in one SSH packet, where an echo, a cat and a printf made three.
        // A command that removed the directory (rm -rf /tmp/*) took its outputs with it: its
        // answer has its status alone, and the loop makes the directory again
        "    PLAY_SH_R=$?",
        "    if printf '\\n%s-X %s\\n' " + n + " $PLAY_SH_R 2>/dev/null > \"$PLAY_SH_T/x\"; then",
        "      cat \"$PLAY_SH_T/h\" \"$PLAY_SH_T/o$PLAY_SH_N\" \"$PLAY_SH_T/sep\" \"$PLAY_SH_T/e$PLAY_SH_N\" \"$PLAY_SH_T/x\"",
        "    else printf '%s\\n\\n%s-E\\n\\n%s-X %s\\n' " + n + " " + n + " " + n + " $PLAY_SH_R; PLAY_SH_dir || exit 97; fi",
        "    [ $((PLAY_SH_N % 64)) -ne 0 ] || rm -f \"$PLAY_SH_T\"/o[0-9]* \"$PLAY_SH_T\"/e[0-9]*",
        "    PLAY_SH_begin ;;",
        "  " + n + ".)",
        // the output is gathered (an x marks its end, so trailing newlines stay) and sent with
        // the frame in one write: one SSH packet, where each line written would make one
        "    exec 3>&-; PLAY_SH_O=$(trap 'printf x' EXIT; . \"$PLAY_SH_T/s\" < /dev/null 2> \"$PLAY_SH_T/e\")",
        "    PLAY_SH_R=$?; PLAY_SH_O=${PLAY_SH_O%x}",
        "    if [ -s \"$PLAY_SH_T/e\" ]; then printf '%s\\n%s\\n%s-E\\n' " + n + " \"$PLAY_SH_O\" " + n + "; cat \"$PLAY_SH_T/e\";"
            + " printf '\\n%s-X %s\\n' " + n + " $PLAY_SH_R;",
        "    else printf '%s\\n%s\\n%s-E\\n\\n%s-X %s\\n' " + n + " \"$PLAY_SH_O\" " + n + " " + n + " $PLAY_SH_R; fi",
        "    PLAY_SH_O=; PLAY_SH_begin ;;",
        // a definition runs in the loop's shell (the umask its first line sets is undone), silently
        "  " + n + "=)",
        "    exec 3>&-; . \"$PLAY_SH_T/s\" < /dev/null > /dev/null 2>&1; umask 077; PLAY_SH_begin ;;",
        "  *) printf '%s\\n' \"$PLAY_SH_L\" >&3 ;;",
        "  esac",
        "done",
        "");
  }

  /**
   * A definition for the loop's own shell, with no answer: {@code name} becomes a function running
   * {@code code} (ending with a newline). Sent in the same write as the probe that calls it.
   */
  static String definition(String name, String code, String nonce) {
    return name + "() {\n" + lines(code) + "}\n" + nonce + "=\n";
  }

  /** Code for the loop's own shell, with no answer (as a definition runs). */
  static byte[] silent(String code, String nonce) {
    return (lines(code) + nonce + "=\n").getBytes(StandardCharsets.UTF_8);
  }

  /**
   * A request: the script (ending with a newline), then the nonce on a line of its own, followed
   * by {@code .} for a probe of play's own.
   */
  public static byte[] request(String script, String nonce, boolean probe) {
    return (lines(script) + nonce + (probe ? ".\n" : "\n")).getBytes(StandardCharsets.UTF_8);
  }

  /** A command with standard input: the script, a line {@code <nonce>:<length>}, then the input's bytes. */
  public static byte[] request(String script, String nonce, byte[] stdin) {
    byte[] head = (lines(script) + nonce + ":" + stdin.length + "\n").getBytes(StandardCharsets.UTF_8);
    byte[] out = java.util.Arrays.copyOf(head, head.length + stdin.length);
    System.arraycopy(stdin, 0, out, head.length, stdin.length);
    return out;
  }

  /** The script ending with a newline, so the request's own line starts a line. */
  private static String lines(String script) {
    return script.endsWith("\n") ? script : script + "\n";
  }
}
