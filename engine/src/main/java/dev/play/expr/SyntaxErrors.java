package dev.play.expr;

import dev.play.error.PlayError;
import dev.play.error.Source;

/** Builds {@code bad condition: ...} parse errors with the expression and a caret. */
final class SyntaxErrors {
  private final String text;
  private final Source where;

  SyntaxErrors(String text, Source where) {
    this.text = text;
    this.where = where;
  }

  /** An error pointing at 0-based offset {@code pos} of the expression text. */
  PlayError at(int pos, String message) {
    String shown = text.replace('\n', ' ').replace('\t', ' ');
    return new PlayError(
        PlayError.Kind.PARSE, where, "bad condition: " + message,
        PlayError.Snippets.caret(shown, pos + 1));
  }
}
