package dev.play.expr;

import dev.play.error.PlayError;
import dev.play.error.Source;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the parts of a Jinja2 statement ({@code for k, v in d.items() if x}, {@code set a = 1},
 * {@code macro f(a, b=2)}) from its text: names, keywords and expressions in turn, each expression
 * as an {@link Expression}. Errors point into the statement's text.
 */
public final class ExprReader {
  private final String text;
  private final Parser parser;
  private final SyntaxErrors errors;

  private ExprReader(String text, Source where, FilterPlugins plugins) {
    this.text = text;
    this.errors = new SyntaxErrors(text, where, "bad template");
    this.parser = new Parser(new Lexer(text, errors).tokens(), errors, plugins);
  }

  /**
   * A reader of {@code text} without filter plugins; throws PlayError (PARSE) for a bad character
   * or unterminated string in {@code text}.
   */
  public static ExprReader of(String text, Source where) {
    return of(text, where, FilterPlugins.NONE);
  }

  /**
   * As {@link #of(String, Source)}, a filter neither Jinja nor Ansible has looked for in {@code
   * plugins}.
   */
  public static ExprReader of(String text, Source where, FilterPlugins plugins) {
    return new ExprReader(text, where, plugins);
  }

  /** A full expression, inline if included. */
  public Expression expression() {
    return wrap(parser.peek().pos(), parser.expression());
  }

  /** An expression without an inline if: a following {@code if} belongs to the statement. */
  public Expression expressionNoCondition() {
    return wrap(parser.peek().pos(), parser.or());
  }

  /** One expression, or several separated by commas as a tuple ({@code set a, b = 1, 2}). */
  public Expression tuple(boolean withCondition) {
    int start = parser.peek().pos();
    List<Node> items = new ArrayList<>();
    do {
      items.add(withCondition ? parser.expression() : parser.or());
    } while (parser.acceptOp(",") && !atEnd() && !parser.peek().isKeyword("in"));
    return wrap(start, items.size() == 1 ? items.get(0) : new ListLiteral(items, true));
  }

  /** A name (an identifier); fails naming {@code what} otherwise. */
  public String name(String what) {
    Token t = parser.next();
    if (t.type() != Token.Type.NAME) {
      throw errors.at(t.pos(), "expected " + what + ", found " + t.shown());
    }
    return t.text();
  }

  /** Whether the next token is the name {@code word}; if so it is consumed. */
  public boolean keyword(String word) {
    return parser.acceptKeyword(word);
  }

  /** Whether the next token is the operator {@code op}; if so it is consumed. */
  public boolean op(String op) {
    return parser.acceptOp(op);
  }

  /** Whether the next token is the name {@code word}, without consuming it. */
  public boolean peekKeyword(String word) {
    return parser.peek().isKeyword(word);
  }

  /** Whether the next token is the operator {@code op}, without consuming it. */
  public boolean peekOp(String op) {
    return parser.peek().isOp(op);
  }

  /** Consumes {@code op} or fails. */
  public void expectOp(String op) {
    if (!parser.acceptOp(op)) {
      throw errors.at(parser.peek().pos(), "expected '" + op + "', found " + parser.peek().shown());
    }
  }

  /** Consumes the name {@code word} or fails. */
  public void expectKeyword(String word) {
    if (!parser.acceptKeyword(word)) {
      throw errors.at(
          parser.peek().pos(), "expected '" + word + "', found " + parser.peek().shown());
    }
  }

  public boolean atEnd() {
    return parser.peek().type() == Token.Type.END;
  }

  /** Fails unless the whole statement has been read. */
  public void expectEnd() {
    if (!atEnd()) {
      throw parser.unexpected(parser.peek());
    }
  }

  /** The statement's text from the next token on, as written. */
  public String rest() {
    return parser.peek().type() == Token.Type.END ? "" : text.substring(parser.peek().pos());
  }

  /** The offset of the next token in the statement's text. */
  public int position() {
    return parser.peek().pos();
  }

  /** An error at the next token. */
  public PlayError error(String message) {
    return errors.at(parser.peek().pos(), message);
  }

  private Expression wrap(int start, Node node) {
    int end = parser.peek().type() == Token.Type.END ? text.length() : parser.peek().pos();
    return Expression.of(text.substring(Math.min(start, end), end).strip(), node);
  }
}
