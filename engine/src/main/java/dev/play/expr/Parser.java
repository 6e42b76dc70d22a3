package dev.play.expr;

import dev.play.error.PlayError;
import dev.play.error.Suggest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Recursive-descent parser, precedence from loosest: {@code or}, {@code and}, {@code not},
 * comparisons ({@code == != < <= > >= in, not in}, chainable), {@code + -}, {@code ~}, {@code * /
 * // %}, unary {@code - +}, then filters and tests applied to a primary with its attribute and
 * index accesses.
 */
final class Parser {
  private static final Set<String> COMPARISONS = Set.of("==", "!=", "<", "<=", ">", ">=");
  static final int MAX_DEPTH = 100;
  private static final Set<String> KEYWORDS = Set.of("and", "or", "not", "in", "is", "if", "else");

  private final List<Token> tokens;
  private final SyntaxErrors errors;
  private final FilterPlugins plugins;
  private int at;
  private int depth;

  Parser(List<Token> tokens, SyntaxErrors errors) {
    this(tokens, errors, FilterPlugins.NONE);
  }

  /** {@code plugins}: where a filter that is neither Jinja's nor Ansible's is looked for. */
  Parser(List<Token> tokens, SyntaxErrors errors, FilterPlugins plugins) {
    this.tokens = tokens;
    this.errors = errors;
    this.plugins = plugins;
  }

  Node parseAll() {
    if (peek().type() == Token.Type.END) {
      throw errors.at(0, "the condition is empty");
    }
    Node node = expression();
    if (peek().type() != Token.Type.END) {
      throw unexpected(peek());
    }
    return node;
  }

  /** An expression, with an inline {@code x if c else y}. */
  Node expression() {
    Node then = or();
    if (!acceptKeyword("if")) {
      return then;
    }
    enter();
    Node condition = or();
    Node otherwise = acceptKeyword("else") ? expression() : null;
    depth--;
    return new Conditional(then, condition, otherwise);
  }

  /** An expression without an inline if ({@code for x in xs if c}: the if filters the loop). */
  Node or() {
    enter();
    Node left = and();
    while (acceptKeyword("or")) {
      left = new Logical(false, left, and());
    }
    depth--;
    return left;
  }

  /**
   * One level deeper into nested brackets, {@code not}s or signs: at most {@link #MAX_DEPTH}, so
   * that no expression can exhaust the stack of the parser or of its evaluation.
   */
  private void enter() {
    if (++depth > MAX_DEPTH) {
      throw errors.at(peek().pos(), "the expression is nested more than " + MAX_DEPTH + " deep");
    }
  }

  private Node and() {
    Node left = not();
    while (acceptKeyword("and")) {
      left = new Logical(true, left, not());
    }
    return left;
  }

  private Node not() {
    if (!acceptKeyword("not")) {
      return comparison();
    }
    enter();
    Node operand = not();
    depth--;
    return new Not(operand);
  }

  private Node comparison() {
    Node left = sum();
    Node result = null;
    String op;
    while ((op = comparisonOperator()) != null) {
      Node right = sum();
      Node test = new Comparison(op, left, right);
      result = result == null ? test : new Logical(true, result, test);
      left = right;
    }
    return result == null ? left : result;
  }

  private String comparisonOperator() {
    Token t = peek();
    if (t.type() == Token.Type.OP && COMPARISONS.contains(t.text())) {
      at++;
      return t.text();
    } else if (t.isKeyword("in")) {
      at++;
      return "in";
    } else if (t.isKeyword("not") && peek(1).isKeyword("in")) {
      at += 2;
      return "not in";
    }
    return null;
  }

  private Node sum() {
    Node left = concat();
    while (peek().isOp("+") || peek().isOp("-")) {
      left = new Arithmetic(next().text(), left, concat());
    }
    return left;
  }

  private Node concat() {
    Node left = product();
    while (peek().isOp("~")) {
      left = new Arithmetic(next().text(), left, product());
    }
    return left;
  }

  private Node product() {
    Node left = power();
    while (peek().isOp("*") || peek().isOp("/") || peek().isOp("//") || peek().isOp("%")) {
      left = new Arithmetic(next().text(), left, power());
    }
    return left;
  }

  private Node power() {
    Node left = unary();
    while (peek().isOp("**")) {
      left = new Arithmetic(next().text(), left, unary());
    }
    return left;
  }

  private Node unary() {
    return filtersAndTests(signed());
  }

  private Node signed() {
    if (peek().isOp("-") || peek().isOp("+")) {
      boolean minus = next().text().equals("-");
      enter();
      Node operand = signed();
      depth--;
      return new Negate(operand, minus);
    }
    return postfix(primary());
  }

  private Node primary() {
    Token t = next();
    return switch (t.type()) {
      case NUMBER, STRING -> new Literal(t.value());
      case NAME -> name(t);
      case OP ->
          switch (t.text()) {
            case "(" -> parenthesised(t);
            case "[" -> new ListLiteral(items(t, "]"));
            case "{" -> dict(t);
            default -> throw unexpected(t);
          };
      case END -> throw unexpected(t);
    };
  }

  private Node name(Token t) {
    return switch (t.text()) {
      case "true", "True" -> new Literal(true);
      case "false", "False" -> new Literal(false);
      case "none", "None", "null" -> new Literal(null);
      default -> {
        if (KEYWORDS.contains(t.text())) {
          throw unexpected(t);
        }
        yield new Name(t.text());
      }
    };
  }

  private Node parenthesised(Token open) {
    if (peek().isOp(")")) {
      next();
      return new ListLiteral(List.of(), true);
    }
    Node first = expression();
    if (!peek().isOp(",")) {
      close(open, ")");
      return first;
    }
    List<Node> items = new ArrayList<>(List.of(first));
    while (acceptOp(",") && !peek().isOp(")")) {
      items.add(expression());
    }
    close(open, ")");
    return new ListLiteral(items, true);
  }

  /** Comma-separated expressions up to {@code closer}; a trailing comma is allowed. */
  private List<Node> items(Token open, String closer) {
    List<Node> items = new ArrayList<>();
    while (!peek().isOp(closer)) {
      items.add(expression());
      if (!acceptOp(",")) {
        break;
      }
    }
    close(open, closer);
    return items;
  }

  private Node dict(Token open) {
    List<Node> keys = new ArrayList<>();
    List<Node> values = new ArrayList<>();
    while (!peek().isOp("}")) {
      keys.add(expression());
      expect(":");
      values.add(expression());
      if (!acceptOp(",")) {
        break;
      }
    }
    close(open, "}");
    return new DictLiteral(keys, values);
  }

  private Node postfix(Node node) {
    while (true) {
      Token t = peek();
      if (acceptOp(".")) {
        node = attribute(node);
      } else if (acceptOp("[")) {
        node = subscript(node, t);
      } else if (acceptOp("(")) {
        node = call(node, t);
      } else {
        return node;
      }
    }
  }

  private Node attribute(Node target) {
    Token t = next();
    if (t.type() == Token.Type.NUMBER && t.value() instanceof Integer i) {
      return new Index(target, new Literal(i));
    } else if (t.type() != Token.Type.NAME) {
      throw errors.at(t.pos(), "expected an attribute name after '.', found " + t.shown());
    }
    return new Attribute(target, t.text());
  }

  private Node call(Node callee, Token open) {
    List<Node> positional = new ArrayList<>();
    Map<String, Node> named = new LinkedHashMap<>();
    arguments(open, positional, named);
    CallArguments args = new CallArguments(positional, named);
    return callee instanceof Attribute a
        ? new MethodCall(a.target(), a.name(), args)
        : new Call(callee, args);
  }

  /** {@code [key]}, or a slice {@code [start:stop:step]} with any part left out. */
  private Node subscript(Node target, Token open) {
    Node start = peek().isOp(":") ? null : expression();
    if (!acceptOp(":")) {
      close(open, "]");
      return new Index(target, start);
    }
    Node stop =
        peek().isOp(":") || peek().isOp("]") || peek().type() == Token.Type.END
            ? null
            : expression();
    Node step =
        acceptOp(":") && !peek().isOp("]") && peek().type() != Token.Type.END ? expression() : null;
    close(open, "]");
    return new Slice(target, start, stop, step);
  }

  private Node filtersAndTests(Node node) {
    while (true) {
      if (acceptOp("|")) {
        node = filter(node);
      } else if (acceptKeyword("is")) {
        node = test(node);
      } else {
        return node;
      }
    }
  }

  private Node filter(Node operand) {
    Token name = qualifiedName("'|'");
    Filter filter =
        Filters.named(name.text())
            .or(
                () ->
                    plugins
                        .find(name.text(), errors.where())
                        .map(c -> Filter.plugin(name.text(), c)))
            .orElseThrow(
                () ->
                    errors.at(
                        name.pos(),
                        "unknown filter '"
                            + name.text()
                            + "'"
                            + Suggest.didYouMean(name.text(), Filters.names())));
    List<Node> positional = new ArrayList<>();
    Map<String, Node> named = new LinkedHashMap<>();
    Token open = peek();
    if (acceptOp("(")) {
      arguments(open, positional, named);
    }
    try {
      return new FilterCall(operand, filter, filter.bind(positional, named));
    } catch (IllegalArgumentException e) {
      throw errors.at(name.pos(), e.getMessage());
    }
  }

  private void arguments(Token open, List<Node> positional, Map<String, Node> named) {
    while (!peek().isOp(")") && peek().type() != Token.Type.END) {
      if (peek().type() == Token.Type.NAME && peek(1).isOp("=")) {
        String key = next().text();
        next();
        named.put(key, expression());
      } else if (!named.isEmpty()) {
        throw errors.at(peek().pos(), "positional argument after a keyword argument");
      } else {
        positional.add(expression());
      }
      if (!acceptOp(",")) {
        break;
      }
    }
    close(open, ")");
  }

  private Node test(Node operand) {
    boolean negated = acceptKeyword("not");
    Token name = qualifiedName("'is'");
    TestDef test =
        Tests.named(name.text())
            .orElseThrow(
                () ->
                    errors.at(
                        name.pos(),
                        "unknown test '"
                            + name.text()
                            + "'"
                            + Suggest.didYouMean(name.text(), Tests.names())));
    List<Node> positional = new ArrayList<>();
    Map<String, Node> named = new LinkedHashMap<>();
    Token open = peek();
    if (acceptOp("(")) {
      arguments(open, positional, named);
    } else if (startsTestArgument(open)) {
      positional.add(postfix(primary()));
    }
    try {
      return new TestCall(operand, test, negated, test.bind(positional, named));
    } catch (IllegalArgumentException e) {
      throw errors.at(name.pos(), e.getMessage());
    }
  }

  /** Jinja's one argument without brackets: {@code x is sameas false}, {@code 'a' is in items}. */
  private static boolean startsTestArgument(Token t) {
    return t.type() == Token.Type.STRING
        || t.type() == Token.Type.NUMBER
        || t.isOp("[")
        || t.isOp("{")
        || (t.type() == Token.Type.NAME && !KEYWORDS.contains(t.text()));
  }

  /** A name, or a collection's dotted one ({@code ansible.builtin.to_json}), as one token. */
  private Token qualifiedName(String what) {
    Token first = nameAfter(what);
    StringBuilder name = new StringBuilder(first.text());
    while (peek().isOp(".") && peek(1).type() == Token.Type.NAME) {
      next();
      name.append('.').append(next().text());
    }
    return new Token(Token.Type.NAME, name.toString(), null, first.pos());
  }

  private Token nameAfter(String what) {
    Token t = next();
    if (t.type() != Token.Type.NAME) {
      throw errors.at(t.pos(), "expected a name after " + what + ", found " + t.shown());
    }
    return t;
  }

  private void close(Token open, String closer) {
    Token t = peek();
    if (t.isOp(closer)) {
      next();
    } else if (t.type() == Token.Type.END) {
      throw errors.at(open.pos(), "'" + open.text() + "' is never closed");
    } else {
      throw errors.at(t.pos(), "unexpected token " + t.shown() + ", expected '" + closer + "'");
    }
  }

  private void expect(String op) {
    Token t = next();
    if (!t.isOp(op)) {
      throw errors.at(t.pos(), "unexpected " + tokenWord(t) + ", expected '" + op + "'");
    }
  }

  PlayError unexpected(Token t) {
    return errors.at(t.pos(), "unexpected " + tokenWord(t));
  }

  private static String tokenWord(Token t) {
    return t.type() == Token.Type.END ? "end of expression" : "token " + t.shown();
  }

  boolean acceptKeyword(String word) {
    if (peek().isKeyword(word)) {
      at++;
      return true;
    }
    return false;
  }

  boolean acceptOp(String op) {
    if (peek().isOp(op)) {
      at++;
      return true;
    }
    return false;
  }

  Token peek() {
    return peek(0);
  }

  private Token peek(int ahead) {
    return tokens.get(Math.min(at + ahead, tokens.size() - 1));
  }

  Token next() {
    Token t = peek();
    at = Math.min(at + 1, tokens.size() - 1);
    return t;
  }
}
