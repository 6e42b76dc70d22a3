package dev.play.jinja;

import dev.play.error.PlayError;
import dev.play.expr.ExprReader;
import dev.play.expr.Expression;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Builds a template's statements from its {@link Piece}s; each statement's head is read by {@link ExprReader}. */
final class TemplateParser {
  private final List<Piece> pieces;
  private final Positions positions;
  private final String origin;
  private int at;
  private int depth;

  /** Blocks nested deeper than this are a mistake, not a template (and would exhaust the stack). */
  static final int MAX_DEPTH = 100;

  TemplateParser(List<Piece> pieces, Positions positions, String origin) {
    this.pieces = pieces;
    this.positions = positions;
    this.origin = origin;
  }

  Body parse() {
    Body body = body(null, Set.of());
    if (at < pieces.size()) {
      Piece p = pieces.get(at);
      throw positions.error(p.offset(), "unexpected '" + Statements.word(p.body()) + "': no block is open");
    }
    return body;
  }

  /** Statements up to one of {@code ends} (left for the caller to read), inside {@code opener} (null: the template). */
  Body body(Piece opener, Set<String> ends) {
    if (opener != null && ++depth > MAX_DEPTH) {
      throw positions.error(opener.offset(), "blocks nested more than " + MAX_DEPTH + " deep");
    }
    try {
      return statements(opener, ends);
    } finally {
      if (opener != null) {
        depth--;
      }
    }
  }

  private Body statements(Piece opener, Set<String> ends) {
    List<Stmt> out = new ArrayList<>();
    while (at < pieces.size()) {
      Piece p = pieces.get(at);
      int line = positions.line(p.offset());
      switch (p.kind()) {
        case TEXT -> out.add(new Stmt.Text(p.body(), line));
        case PRINT -> out.add(new Stmt.Print(printed(p), line));
        case TAG -> {
          String word = Statements.word(p.body());
          if (ends.contains(word) || Statements.isEnd(word)) {
            return new Body(out, origin);
          }
          at++;
          out.add(new Statements(this, p, reader(p), line).parse(word));
          continue;
        }
      }
      at++;
    }
    if (opener != null) {
      throw positions.error(opener.offset(), "unexpected end of template: '" + Statements.word(opener.body())
          + "' is never closed (looking for " + either(ends) + ")");
    }
    return new Body(out, origin);
  }

  /** Reads the end tag {@code word} (or one of several) that {@link #body} stopped at; returns it. */
  String end(Piece opener, Set<String> expected) {
    Piece p = pieces.get(at);
    String word = Statements.word(p.body());
    if (!expected.contains(word)) {
      throw positions.error(p.offset(), "unexpected '" + word + "' inside '" + Statements.word(opener.body())
          + "' (looking for " + either(expected) + ")");
    }
    at++;
    return word;
  }

  /** The current end tag's own reader ({@code elif cond}), after {@link #end}. */
  ExprReader lastReader() {
    return reader(pieces.get(at - 1));
  }

  /** {@code 'else' or 'endfor'}. */
  private static String either(Set<String> words) {
    return String.join(" or ", words.stream().sorted().map(e -> "'" + e + "'").toList());
  }

  private Expression printed(Piece p) {
    ExprReader r = reader(p);
    if (r.atEnd()) {
      throw positions.error(p.offset(), "empty expression '{{ }}'");
    }
    Expression e = r.expression();
    r.expectEnd();
    return e;
  }

  ExprReader reader(Piece p) {
    return ExprReader.of(p.body(), positions.source(p.offset()));
  }

  /** A parse error at {@code p}. */
  PlayError error(Piece p, String message) {
    return positions.error(p.offset(), message);
  }

  /** An expression parsed from text play writes around the user's ({@code __jinja_block__ | upper}). */
  Expression synthetic(Piece p, String text) {
    ExprReader r = ExprReader.of(text, positions.source(p.offset()));
    Expression e = r.expression();
    r.expectEnd();
    return e;
  }
}
