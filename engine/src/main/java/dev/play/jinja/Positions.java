package dev.play.jinja;

import dev.play.error.PlayError;
import dev.play.error.Source;
import java.util.Arrays;

/** Turns offsets into a template into its file, line and column, for errors. */
final class Positions {
  private final String text;
  private final Origin origin;

  /** The offset where each line starts, in order. */
  private final int[] lineStarts;

  /** Where a template came from: a file (positions within it), or a task value (its task). */
  interface Origin {
    Source at(int line, int column);
  }

  Positions(String text, Origin origin) {
    this.text = text;
    this.origin = origin;
    this.lineStarts = lineStarts(text);
  }

  private static int[] lineStarts(String text) {
    int[] starts = new int[16];
    int n = 1;
    for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
      if (n == starts.length) {
        starts = Arrays.copyOf(starts, n * 2);
      }
      starts[n++] = i + 1;
    }
    return Arrays.copyOf(starts, n);
  }

  /** The 1-based line of {@code offset} within the template text. */
  int line(int offset) {
    int at = Arrays.binarySearch(lineStarts, clamp(offset));
    return at >= 0 ? at + 1 : -at - 1;
  }

  private int column(int offset) {
    return clamp(offset) - lineStarts[line(offset) - 1] + 1;
  }

  private int clamp(int offset) {
    return Math.max(0, Math.min(offset, text.length()));
  }

  Source source(int offset) {
    return origin.at(line(offset), column(offset));
  }

  PlayError error(int offset, String message) {
    return new PlayError(
        PlayError.Kind.PARSE,
        source(offset),
        "bad template: " + message,
        PlayError.Snippets.caret(PlayError.Snippets.lineOf(text, line(offset)), column(offset)));
  }
}
