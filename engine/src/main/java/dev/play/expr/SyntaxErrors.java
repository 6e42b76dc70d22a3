package dev.play.expr;

import dev.play.error.PlayError;
import dev.play.error.Source;

/** Builds {@code bad condition: ...} parse errors with the expression and a caret. */
final class SyntaxErrors {
  private final String text;
  private final Source where;
  private final String label;

  SyntaxErrors(String text, Source where) {
    this(text, where, "bad condition");
  }

  /** {@code label} starts each message ({@code bad condition}, {@code bad template}). */
  SyntaxErrors(String text, Source where, String label) {
    this.text = text;
    this.where = where;
    this.label = label;
  }

  /** Where the expression was written. */
  Source where() {
    return where;
  }

  /** An error pointing at 0-based offset {@code pos} of the expression text. */
  PlayError at(int pos, String message) {
    String shown = text.replace('\n', ' ').replace('\t', ' ');
    return new PlayError(
        PlayError.Kind.PARSE,
        where,
        label + ": " + message,
        PlayError.Snippets.caret(shown, pos + 1));
  }
}
