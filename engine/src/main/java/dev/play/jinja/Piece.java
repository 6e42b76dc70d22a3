package dev.play.jinja;

/**
 * One lexical piece of a template: literal text, a {@code {{ expression }}} or a {@code {%
 * statement %}}, its body as written and its offset in the template (for errors).
 */
record Piece(Kind kind, String body, int offset) {
  enum Kind {
    TEXT,
    PRINT,
    TAG
  }
}
