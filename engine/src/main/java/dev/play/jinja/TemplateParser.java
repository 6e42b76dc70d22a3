package dev.play.jinja;

import dev.play.error.PlayError;
import dev.play.expr.ExprReader;
import dev.play.expr.Expression;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds a template's statements from its {@link Piece}s; each statement's head is read by {@link
 * ExprReader}.
 */
final class TemplateParser {
  private final List<Piece> pieces;
  private final Positions positions;
  private final String origin;
  private final dev.play.expr.FilterPlugins plugins;
  private int at;
  private int depth;

  /** How many of the open statements give their body a scope of its own: all but {@code if}. */
  private int scopes;

  /** The template's blocks by name, nested ones too (null while the block's body is being read). */
  private final Map<String, BlockStmt> blocks = new LinkedHashMap<>();

  /** Blocks nested deeper than this are a mistake, not a template (and would exhaust the stack). */
  static final int MAX_DEPTH = 100;

  TemplateParser(
      List<Piece> pieces, Positions positions, String origin, dev.play.expr.FilterPlugins plugins) {
    this.pieces = pieces;
    this.positions = positions;
    this.origin = origin;
    this.plugins = plugins;
  }

  Body parse() {
    Body body = body(null, Set.of());
    if (at < pieces.size()) {
      Piece p = pieces.get(at);
      throw positions.error(
          p.offset(), "unexpected '" + Statements.word(p.body()) + "': no block is open");
    }
    return body;
  }

  /**
   * Statements up to one of {@code ends} (left for the caller to read), inside {@code opener}
   * (null: the template).
   */
  Body body(Piece opener, Set<String> ends) {
    if (opener != null && ++depth > MAX_DEPTH) {
      throw positions.error(opener.offset(), "blocks nested more than " + MAX_DEPTH + " deep");
    }
    int scoped = opener != null && !Statements.word(opener.body()).equals("if") ? 1 : 0;
    scopes += scoped;
    try {
      return statements(opener, ends);
    } finally {
      scopes -= scoped;
      if (opener != null) {
        depth--;
      }
    }
  }

  /**
   * Whether the statement being read stands at the template's top level, as Jinja has it: outside
   * every statement but {@code if} (where {@code extends} may stand, and where a block is left to
   * the parent template once the template has extended one).
   */
  boolean toplevel() {
    return scopes == 0;
  }

  /** Records that block {@code name} opens at {@code p}: a template defines each block once. */
  void declareBlock(Piece p, String name) {
    if (blocks.containsKey(name)) {
      throw error(p, "block '" + name + "' defined twice");
    }
    blocks.put(name, null);
  }

  /** Records a block once it has been read. */
  void define(BlockStmt block) {
    blocks.put(block.name(), block);
  }

  /** The template's blocks by name, nested ones too (after {@link #parse}). */
  Map<String, BlockStmt> blocks() {
    return blocks;
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
      throw positions.error(
          opener.offset(),
          "unexpected end of template: '"
              + Statements.word(opener.body())
              + "' is never closed (looking for "
              + either(ends)
              + ")");
    }
    return new Body(out, origin);
  }

  /**
   * Reads the end tag {@code word} (or one of several) that {@link #body} stopped at; returns it.
   */
  String end(Piece opener, Set<String> expected) {
    Piece p = pieces.get(at);
    String word = Statements.word(p.body());
    if (!expected.contains(word)) {
      throw positions.error(
          p.offset(),
          "unexpected '"
              + word
              + "' inside '"
              + Statements.word(opener.body())
              + "' (looking for "
              + either(expected)
              + ")");
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
    return ExprReader.of(p.body(), positions.source(p.offset()), plugins);
  }

  /** A parse error at {@code p}. */
  PlayError error(Piece p, String message) {
    return positions.error(p.offset(), message);
  }

  /**
   * An expression parsed from text play writes around the user's ({@code __jinja_block__ | upper}).
   */
  Expression synthetic(Piece p, String text) {
    ExprReader r = ExprReader.of(text, positions.source(p.offset()), plugins);
    Expression e = r.expression();
    r.expectEnd();
    return e;
  }
}
