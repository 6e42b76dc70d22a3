package dev.play.cli.common;

import dev.play.secret.Secrets;
import dev.play.value.TerminalText;
import java.io.ByteArrayOutputStream;
import java.io.Console;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Asks for a secret on the terminal without echo; without a terminal, reads one line of stdin. The
 * answers to secret questions join the secrets of the run that asked.
 */
public final class Prompts {
  private final Secrets secrets;

  /** {@code secrets}: the run's values to mask, to which each secret answer is added. */
  public Prompts(Secrets secrets) {
    this.secrets = secrets;
  }

  /** The answer, which the run's output never shows from then on ({@link Secrets}). */
  public String secret(String prompt) {
    String answer = ask(prompt);
    secrets.register(answer);
    return answer;
  }

  /** A play's {@code vars_prompt} question: not echoed when {@code hidden}. */
  @SuppressWarnings(
      "SystemConsoleNull") // System.console() is null without a terminal on JDK 21 and 25 (22 to 24
  // differ); Console.isTerminal() needs release 22
  public static String answer(String question, boolean hidden) {
    Console console = System.console();
    if (console != null && !hidden) {
      String line = console.readLine("%s", TerminalText.block(question));
      return line == null ? "" : line;
    }
    return ask(question);
  }

  @SuppressWarnings(
      "SystemConsoleNull") // System.console() is null without a terminal on JDK 21 and 25 (22 to 24
  // differ); Console.isTerminal() needs release 22
  private static String ask(String prompt) {
    Console console = System.console();
    if (console != null) {
      char[] chars = console.readPassword("%s", TerminalText.block(prompt));
      return chars == null ? "" : new String(chars);
    }
    try {
      return line(System.in);
    } catch (IOException e) {
      throw new dev.play.error.PlayError(
          dev.play.error.PlayError.Kind.OPTIONS,
          dev.play.error.Source.of(prompt.strip()),
          "cannot read the secret: " + e.getMessage());
    }
  }

  /**
   * One line, read byte by byte so that nothing after it is consumed (a second prompt reads on).
   */
  static String line(InputStream in) throws IOException {
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    for (int b = in.read(); b != -1 && b != '\n'; b = in.read()) {
      buf.write(b);
    }
    String s = buf.toString(StandardCharsets.UTF_8);
    return s.endsWith("\r") ? s.substring(0, s.length() - 1) : s;
  }
}
