package dev.play.expr;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import java.util.List;

/**
 * A parsed condition or template expression (see {@code package-info} for the language). Immutable
 * and thread-safe: parse once, evaluate against many scopes.
 */
public final class Expression {
  private final String text;
  private final Node root;

  private Expression(String text, Node root) {
    this.text = text;
    this.root = root;
  }

  /**
   * Parses {@code text}; a condition wrapped in one {@code {{ }}} is accepted as Ansible does.
   *
   * @param where where the expression was written (file:line:col of the task), for errors
   * @throws PlayError (PARSE) {@code bad condition: ...} with the expression and a caret
   */
  public static Expression parse(String text, Source where) {
    return parse(text, where, FilterPlugins.NONE);
  }

  /**
   * As {@link #parse(String, Source)}, a filter neither Jinja nor Ansible has looked for in {@code
   * plugins}.
   */
  public static Expression parse(String text, Source where, FilterPlugins plugins) {
    String source = text == null ? "" : text;
    SyntaxErrors errors = new SyntaxErrors(source, where);
    List<Token> tokens = new Lexer(withoutDelimiters(source), errors).tokens();
    return new Expression(source, new Parser(tokens, errors, plugins).parseAll());
  }

  /** An expression parsed by {@link ExprReader} as part of a statement. */
  static Expression of(String text, Node root) {
    return new Expression(text, root);
  }

  /** {@code "{{ x }}"} as {@code " x "}: same columns, so carets still line up. */
  private static String withoutDelimiters(String text) {
    String t = text.strip();
    boolean wrapped =
        t.startsWith("{{")
            && t.endsWith("}}")
            && t.length() >= 4
            && t.indexOf("{{", 2) < 0
            && t.indexOf("}}") == t.length() - 2;
    if (!wrapped) {
      return text;
    }
    int open = text.indexOf("{{");
    int close = text.lastIndexOf("}}");
    return text.substring(0, open)
        + "  "
        + text.substring(open + 2, close)
        + "  "
        + text.substring(close + 2);
  }

  /**
   * The expression's value: plain Java values (String, Integer/Long, Double, Boolean, null, List,
   * Map).
   *
   * @throws UndefinedVariableException naming the variable or path that is not defined
   * @throws ExpressionException on a type error or a value a filter cannot handle
   */
  public Object evaluate(Scope scope) {
    return root.eval(scope);
  }

  /** The value's truthiness (see {@link Truthiness}). */
  public boolean test(Scope scope) {
    return Truthiness.isTrue(evaluate(scope));
  }

  /** All conditions hold (a YAML list of conditions); stops at the first false one. */
  public static boolean allTrue(List<Expression> conditions, Scope scope) {
    for (Expression condition : conditions) {
      if (!condition.test(scope)) {
        return false;
      }
    }
    return true;
  }

  /** The text as written. */
  public String text() {
    return text;
  }

  /**
   * Whether the expression is a bare name or dotted path ({@code a}, {@code a.b}), no operators.
   */
  public boolean isPath() {
    Node n = root;
    while (n instanceof Attribute a) {
      n = a.target();
    }
    return n instanceof Name;
  }

  @Override
  public String toString() {
    return text;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Expression e && e.text.equals(text);
  }

  @Override
  public int hashCode() {
    return text.hashCode();
  }
}
