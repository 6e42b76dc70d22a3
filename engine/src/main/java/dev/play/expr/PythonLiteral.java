package dev.play.expr;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.expr.Token.Type;
import java.util.List;
import java.util.Optional;

/**
 * Python's {@code ast.literal_eval} for what Ansible applies it to: the text a template renders
 * to, when it starts with {@code [} or {@code {} or is {@code True}/{@code False}
 * ({@code "[{{ a }}, {{ b }}]"} is a list). Only literals: strings, numbers, {@code True},
 * {@code False}, {@code None}, lists, tuples and dicts of them.
 */
public final class PythonLiteral {
  private PythonLiteral() {}

  /** The text's value when it is such a literal; empty otherwise (the text stays text). */
  public static Optional<Object> of(String text) {
    String t = text.strip();
    if (!(t.startsWith("[") || t.startsWith("{") || t.equals("True") || t.equals("False"))) {
      return Optional.empty();
    }
    try {
      SyntaxErrors errors = new SyntaxErrors(t, Source.UNKNOWN);
      List<Token> tokens = new Lexer(t, errors).tokens();
      if (tokens.stream().anyMatch(k -> k.type() == Type.NAME && !List.of("True", "False", "None").contains(k.text()))) {
        return Optional.empty();
      }
      Node root = new Parser(tokens, errors).parseAll();
      return literal(root) ? Optional.ofNullable(root.eval(NO_NAMES)) : Optional.empty();
    } catch (PlayError | ExpressionException e) {
      return Optional.empty();
    }
  }

  /** Literals read no names: an empty scope. */
  private static final dev.play.vars.Scope NO_NAMES = new dev.play.vars.LayeredScope(List.of());

  private static boolean literal(Node n) {
    return switch (n) {
      case Literal l -> true;
      case Negate neg -> neg.operand() instanceof Literal l && Numbers.isNumber(l.value());
      case ListLiteral list -> list.items().stream().allMatch(PythonLiteral::literal);
      case DictLiteral dict -> dict.keys().stream().allMatch(PythonLiteral::literal)
          && dict.values().stream().allMatch(PythonLiteral::literal);
      default -> false;
    };
  }
}
