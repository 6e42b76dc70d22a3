package dev.play.connection.shell;

import dev.play.connection.ShellScripts;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The loop a persistent shell runs on the host, in POSIX sh with {@code mktemp}, {@code id}, {@code
 * cat} and {@code head}. It says {@code READY-<nonce>}, then reads requests: the script's lines,
 * then a line that starts with the nonce and ends with the request's token (a fresh random word per
 * request): the nonce, a blank and the token (a command), the nonce, {@code .} and the token (a
 * probe of play's own), or the nonce, {@code :}, a length, a blank and the token (a command whose
 * standard input, that many bytes, follows: {@code head -c} passes it on, so a file's content needs
 * no channel of its own). Every answer is {@code <token>}, the standard output, {@code
 * \n<token>-E\n}, the standard error and {@code \n<token>-X <rc>\n}. A line holding the nonce and
 * {@code =} ends code for the loop's own shell, with no answer: a definition of probe code as a
 * function ({@link ShellFunctions}), or a batch's {@code stat} cache ({@link ProbeBatch}).
 *
 * <p>The nonce is in the loop's command line, which every user of the host may read; a token is
 * only in the loop's standard input and its private directory, so what a command prints (a file
 * another user wrote, say) cannot forge an answer's frame ({@link ShellFrames}).
 *
 * <p>A command runs as {@code sh FILE} (standard input from {@code /dev/null} or the request), its
 * outputs into files of a private temporary directory, sent by one {@code cat}: a process it leaves
 * running in the background cannot garble the next answer, and {@code $$}, {@code $PPID} and {@code
 * $0} are its own. A probe (it starts no background process, uses none of those and prints no NUL
 * byte) runs in a subshell of the loop whose output the loop gathers and sends with the frame in
 * one write (one SSH packet, where a line at a time would make one per line); its standard error
 * goes through a file, sent only when not empty: no process is started for it but its own. Scripts
 * start with {@code PLAY_ENV} set (not exported) to {@code umask|uid|gid|user|group}, so probes
 * need not ask again, and the loop's own variables are named {@code PLAY_SH_*}. The directory
 * (named with the loop's process id) goes when the loop ends; one left by a loop that was killed is
 * removed by the next loop of the same user.
 */
public final class ShellServer {
  private ShellServer() {}

  /** The loop ({@code shell-server.sh}), its placeholder {@code @NONCE@} filled per shell. */
  private static final ShellScripts.Template LOOP =
      ShellScripts.template(ShellServer.class, "shell-server.sh");

  /** The loop, for {@code sh -c}; {@code nonce} (hex) marks its lines. */
  public static String script(String nonce) {
    if (!nonce.matches("[0-9a-f]+")) {
      throw new IllegalArgumentException("a shell's nonce is hex, not " + nonce);
    }
    return LOOP.fill(Map.of("NONCE", nonce)) + "\n";
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
   * A request: the script (ending with a newline), then the nonce on a line of its own, followed by
   * a blank (a command) or {@code .} (a probe of play's own), and {@code token}.
   */
  public static byte[] request(String script, String nonce, String token, boolean probe) {
    return (lines(script) + nonce + (probe ? "." : " ") + token + "\n")
        .getBytes(StandardCharsets.UTF_8);
  }

  /**
   * A command with standard input: the script, a line {@code <nonce>:<length> <token>}, then the
   * input's bytes.
   */
  public static byte[] request(String script, String nonce, String token, byte[] stdin) {
    byte[] head =
        (lines(script) + nonce + ":" + stdin.length + " " + token + "\n")
            .getBytes(StandardCharsets.UTF_8);
    byte[] out = java.util.Arrays.copyOf(head, head.length + stdin.length);
    System.arraycopy(stdin, 0, out, head.length, stdin.length);
    return out;
  }

  /** The script ending with a newline, so the request's own line starts a line. */
  private static String lines(String script) {
    return script.endsWith("\n") ? script : script + "\n";
  }
}
