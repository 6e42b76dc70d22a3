package dev.play.error;

import dev.play.value.TerminalText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A user-facing error: it names where in the input it comes from and renders as {@code
 * file:line:col: error: message}, followed by the source line and a caret.
 */
public class PlayError extends RuntimeException {
  /** What kind of failure; decides the exit code. */
  public enum Kind {
    /** Bad playbook, inventory, template or condition (exit 4). */
    PARSE,
    /** Bad command-line options, or a malformed ansible.cfg or setting (exit 5). */
    OPTIONS,
    /** Failure while running, outside any host (exit 2). */
    RUNTIME
  }

  private final Kind kind;
  private final Source source;
  private final String snippet;

  public PlayError(Kind kind, Source source, String message, String snippet) {
    super(message);
    this.kind = kind;
    this.source = source == null ? Source.UNKNOWN : source;
    this.snippet = snippet;
  }

  public PlayError(Kind kind, Source source, String message) {
    this(kind, source, message, null);
  }

  public static PlayError parse(Source source, String message) {
    return new PlayError(Kind.PARSE, source, message, null);
  }

  public Kind kind() {
    return kind;
  }

  public Source source() {
    return source;
  }

  /** The explicit snippet, or the source line with a caret read from the file, or null. */
  public String snippet() {
    return snippet != null ? snippet : Snippets.fromFile(source);
  }

  /** {@code file:line:col: error: message}, then the snippet when one is known. */
  public String render() {
    String head = (Source.UNKNOWN.equals(source) ? "" : source + ": ") + "error: " + getMessage();
    String snip = snippet();
    return snip == null ? head : head + "\n" + snip;
  }

  /** Source-line-with-caret helpers. */
  public static final class Snippets {
    private Snippets() {}

    /** Line {@code line} (1-based) of {@code text} without its line break, or "" past the end. */
    public static String lineOf(String text, int line) {
      String[] lines = text.split("\n", -1);
      return line >= 1 && line <= lines.length ? lines[line - 1].replace("\r", "") : "";
    }

    /** The line at {@code source} with a caret under its column, or null if unreadable. */
    public static String fromFile(Source source) {
      if (source == null || source.line() <= 0) {
        return null;
      }
      try {
        List<String> lines = Files.readAllLines(Path.of(source.file()));
        if (source.line() > lines.size()) {
          return null;
        }
        return caret(lines.get(source.line() - 1), source.column());
      } catch (IOException | RuntimeException e) {
        return null;
      }
    }

    /**
     * {@code text} indented, with a caret under 1-based {@code column} (none when column is 0). The
     * line is shown escaped ({@link TerminalText}), and the caret is under the character it names
     * as shown: past an escaped control character, by the escape's width.
     */
    public static String caret(String text, int column) {
      String out = "    " + TerminalText.line(text);
      if (column > 0) {
        int before = Math.min(column - 1, text.length());
        int shown = TerminalText.line(text.substring(0, before)).length() + column - 1 - before;
        out += "\n    " + " ".repeat(shown) + "^";
      }
      return out;
    }
  }
}
