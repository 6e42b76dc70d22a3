package dev.play.jinja;

import dev.play.error.PlayError;
import dev.play.error.Source;

/** Turns offsets into a template into its file, line and column, for errors. */
final class Positions {
  private final String text;
  private final Origin origin;

  /** Where a template came from: a file (positions within it), or a task value (its task). */
  interface Origin {
    Source at(int line, int column);
  }

  Positions(String text, Origin origin) {
    this.text = text;
    this.origin = origin;
  }

  /** The 1-based line of {@code offset} within the template text. */
  int line(int offset) {
    int at = clamp(offset);
    int line = 1;
    for (int i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) {
      line++;
    }
    return line;
  }

  private int column(int offset) {
    int at = clamp(offset);
    return at - (text.lastIndexOf('\n', at - 1) + 1) + 1;
  }

  private int clamp(int offset) {
    return Math.max(0, Math.min(offset, text.length()));
  }

  Source source(int offset) {
    return origin.at(line(offset), column(offset));
  }

  PlayError error(int offset, String message) {
    return new PlayError(PlayError.Kind.PARSE, source(offset), "bad template: " + message,
        PlayError.Snippets.caret(PlayError.Snippets.lineOf(text, line(offset)), column(offset)));
  }
}
