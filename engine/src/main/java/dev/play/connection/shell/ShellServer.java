package dev.play.connection.shell;

import java.nio.charset.StandardCharsets;

/**
 * The loop a persistent shell runs on the host, in POSIX sh with {@code mktemp} and {@code cat}.
 * It says {@code READY-<nonce>}, then reads requests: the script's lines, then a line holding only
 * the nonce. It runs each script as {@code sh FILE} (standard input from {@code /dev/null}, the
 * umask the shell started with), its outputs into files of a private temporary directory, and
 * answers with {@code <nonce> <rc>}, the standard output, {@code \n<nonce>-E}, the standard error
 * and {@code \n<nonce>-X}. Per command only the script's {@code sh} and one {@code cat} are started.
 * A command's output never reaches the channel directly, so a process it leaves running in the
 * background cannot garble the next answer. Each script starts with {@code PLAY_ENV} set (not
 * exported) to {@code umask|uid|gid|user|group}, so probes need not ask again; its line numbers
 * are the script's own. The directory (named with the loop's process id) goes when the loop ends;
 * one left by a loop that was killed is removed by the next loop of the same user.
 */
public final class ShellServer {
  private ShellServer() {}

  /** The loop, for {@code sh -c}; {@code nonce} (hex) marks its lines. */
  public static String script(String nonce) {
    return String.join("\n",
        "U=$(umask); umask 077",
        "for d in \"${TMPDIR:-/tmp}\"/.play-shell.*; do",
        "  p=${d##*/.play-shell.}; p=${p%%.*}",
        "  [ -d \"$d\" ] && [ -O \"$d\" ] && ! kill -0 \"$p\" 2>/dev/null && rm -rf \"$d\"",
        "done",
        "T=$(mktemp -d \"${TMPDIR:-/tmp}/.play-shell.$$.XXXXXX\") || exit 97",
        "trap 'rm -rf \"$T\"' EXIT; trap 'exit 129' HUP INT TERM PIPE",
        "printf '\\n%s-E\\n' " + nonce + " > \"$T/sep\"; printf '\\n%s-X\\n' " + nonce + " > \"$T/end\"",
        "E=\"$U|$(id -u)|$(id -g)|$(id -un)|$(id -gn)\"",
        "begin() { exec 3> \"$T/s\"; printf \"PLAY_ENV='%s'; umask %s; \" \"$E\" \"$U\" >&3; }",
        "begin; n=0",
        "printf 'READY-%s\\n' " + nonce,
        "while IFS= read -r l; do",
        "  if [ \"$l\" != " + nonce + " ]; then printf '%s\\n' \"$l\" >&3; continue; fi",
        "  exec 3>&-; n=$((n + 1)); o=\"$T/o$n\"; e=\"$T/e$n\"",
        "  sh \"$T/s\" < /dev/null > \"$o\" 2> \"$e\"",
        "  printf '" + nonce + " %s\\n' $?",
        "  cat \"$o\" \"$T/sep\" \"$e\" \"$T/end\"",
        "  [ $((n % 64)) -ne 0 ] || rm -f \"$T\"/o[0-9]* \"$T\"/e[0-9]*",
        "  begin",
        "done",
        "");
  }

  /** A request: the script (ending with a newline), then the nonce on a line of its own. */
  public static byte[] request(String script, String nonce) {
    String body = script.endsWith("\n") ? script : script + "\n";
    return (body + nonce + "\n").getBytes(StandardCharsets.UTF_8);
  }
}
