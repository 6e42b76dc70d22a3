package dev.play.expr;

import java.util.ArrayList;
import java.util.List;

/** Splits a condition into tokens; reports bad characters and unterminated strings. */
final class Lexer {
  private static final List<String> OPERATORS =
      List.of(
          "==", "!=", "<=", ">=", "//", "**", "<", ">", "(", ")", "[", "]", "{", "}", ",", ":", ".",
          "|", "~", "+", "-", "*", "/", "%", "=");

  private final String text;
  private final SyntaxErrors errors;
  private final List<Token> tokens = new ArrayList<>();
  private int pos;

  Lexer(String text, SyntaxErrors errors) {
    this.text = text;
    this.errors = errors;
  }

  List<Token> tokens() {
    while (true) {
      skipSpaces();
      if (pos >= text.length()) {
        tokens.add(new Token(Token.Type.END, "", null, text.length()));
        return tokens;
      }
      tokens.add(next());
    }
  }

  private void skipSpaces() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
  }

  private Token next() {
    char c = text.charAt(pos);
    if (Character.isLetter(c) || c == '_') {
      return name();
    }
    if (isDigit(c)) {
      return number();
    }
    if (c == '\'' || c == '"') {
      return string(c);
    }
    for (String op : OPERATORS) {
      if (text.startsWith(op, pos)) {
        pos += op.length();
        return new Token(Token.Type.OP, op, null, pos - op.length());
      }
    }
    throw errors.at(pos, "unexpected character '" + c + "'");
  }

  private Token name() {
    int start = pos;
    while (pos < text.length()
        && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
      pos++;
    }
    String word = text.substring(start, pos);
    return new Token(Token.Type.NAME, word, word, start);
  }

  private Token number() {
    int start = pos;
    digits();
    boolean afterDot = !tokens.isEmpty() && tokens.get(tokens.size() - 1).isOp(".");
    boolean isFloat = false;
    if (!afterDot && peek(0) == '.' && isDigit(peek(1))) {
      pos++;
      digits();
      isFloat = true;
    }
    if (!afterDot && (peek(0) == 'e' || peek(0) == 'E') && exponentFollows()) {
      pos += (peek(1) == '+' || peek(1) == '-') ? 2 : 1;
      digits();
      isFloat = true;
    }
    String s = text.substring(start, pos).replace("_", "");
    Object value = isFloat ? (Object) Double.parseDouble(s) : Numbers.parseInteger(s);
    return new Token(Token.Type.NUMBER, text.substring(start, pos), value, start);
  }

  private boolean exponentFollows() {
    int i = (peek(1) == '+' || peek(1) == '-') ? 2 : 1;
    return isDigit(peek(i));
  }

  /** An ASCII digit: Python's number literals have no others (names may hold any). */
  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private void digits() {
    while (pos < text.length() && (isDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
      pos++;
    }
  }

  private char peek(int ahead) {
    int i = pos + ahead;
    return i < text.length() ? text.charAt(i) : '\0';
  }

  private Token string(char quote) {
    int start = pos++;
    StringBuilder sb = new StringBuilder();
    while (pos < text.length() && text.charAt(pos) != quote) {
      char c = text.charAt(pos++);
      if (c == '\\' && pos < text.length()) {
        sb.append(unescape(text.charAt(pos++)));
      } else {
        sb.append(c);
      }
    }
    if (pos >= text.length()) {
      throw errors.at(start, "unterminated string");
    }
    pos++;
    return new Token(Token.Type.STRING, text.substring(start, pos), sb.toString(), start);
  }

  private static String unescape(char c) {
    return switch (c) {
      case 'n' -> "\n";
      case 't' -> "\t";
      case 'r' -> "\r";
      case '0' -> "\0";
      case '\\', '\'', '"' -> String.valueOf(c);
      default -> "\\" + c;
    };
  }
}
