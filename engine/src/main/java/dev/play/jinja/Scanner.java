package dev.play.jinja;

import dev.play.error.PlayError;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits a template into {@link Piece}s as Ansible's Jinja2 environment does: {@code {# #}}
 * comments dropped, {@code {% raw %}} kept verbatim, a {@code -} inside a delimiter strips the
 * whitespace on that side, and {@code trim_blocks} (on, as Ansible sets it) removes the first
 * newline after a statement or comment; {@code lstrip_blocks} is off. An expression or statement
 * ends at the first closing delimiter outside strings and brackets, so {@code {{ {'a': 1} }}} holds
 * a dict.
 */
final class Scanner {
  private static final Pattern ENDRAW = Pattern.compile("\\{%(-?)\\s*endraw\\s*(-?)%}");
  private static final Pattern RAW = Pattern.compile("\\s*raw\\s*");

  private final String text;
  private final Positions positions;
  private final List<Piece> pieces = new ArrayList<>();
  private StringBuilder pending = new StringBuilder();
  private int pendingStart;
  private int pos;
  private boolean endsInNewline;

  Scanner(String text, Positions positions) {
    this.text = text;
    this.positions = positions;
  }

  List<Piece> pieces() {
    while (pos < text.length()) {
      int open = nextOpening(pos);
      if (open < 0) {
        String last = text.substring(pos);
        appendText(last);
        endsInNewline = last.endsWith("\n") || last.endsWith("\r");
        break;
      }
      appendText(text.substring(pos, open));
      char kind = text.charAt(open + 1);
      boolean stripBefore = open + 2 < text.length() && text.charAt(open + 2) == '-';
      if (stripBefore) {
        stripPendingRight();
      }
      pos =
          open
              + (stripBefore || (open + 2 < text.length() && text.charAt(open + 2) == '+') ? 3 : 2);
      switch (kind) {
        case '#' -> comment(open);
        case '{' -> tag(open, "}}", Piece.Kind.PRINT);
        default -> tag(open, "%}", Piece.Kind.TAG);
      }
    }
    flushText();
    return pieces;
  }

  /**
   * Whether the template ends in text whose last character is a newline: the one newline Jinja
   * drops when it loads a template (a newline after a closing statement is trimmed already).
   */
  boolean endsInNewline() {
    return endsInNewline;
  }

  private int nextOpening(int from) {
    for (int i = text.indexOf('{', from);
        i >= 0 && i + 1 < text.length();
        i = text.indexOf('{', i + 1)) {
      char c = text.charAt(i + 1);
      if (c == '{' || c == '%' || c == '#') {
        return i;
      }
    }
    return -1;
  }

  private void comment(int open) {
    int close = text.indexOf("#}", pos);
    if (close < 0) {
      throw error(open, "the comment is never closed ('#}' missing)");
    }
    boolean stripAfter = close > pos && text.charAt(close - 1) == '-';
    pos = close + 2;
    afterStatement(stripAfter);
  }

  private void tag(int open, String closer, Piece.Kind kind) {
    int close = closing(open, closer);
    boolean stripAfter = close > pos && text.charAt(close - 1) == '-';
    String body = text.substring(pos, stripAfter ? close - 1 : close);
    int bodyStart = pos;
    pos = close + 2;
    if (kind == Piece.Kind.TAG && RAW.matcher(body).matches()) {
      raw(open, stripAfter);
      return;
    }
    flushText();
    pieces.add(new Piece(kind, body, bodyStart));
    if (kind == Piece.Kind.TAG) {
      afterStatement(stripAfter);
    } else if (stripAfter) {
      skipWhitespace();
    }
  }

  /**
   * The offset of {@code closer} that ends the tag opened at {@code open}: outside strings and
   * brackets.
   */
  private int closing(int open, String closer) {
    int depth = 0;
    for (int i = pos; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\'' || c == '"') {
        i = stringEnd(i, c);
      } else if (c == '(' || c == '[' || c == '{') {
        depth++;
      } else if (depth > 0 && (c == ')' || c == ']' || c == '}')) {
        depth--;
      } else if (depth == 0 && text.startsWith(closer, i)) {
        return i;
      }
    }
    throw error(
        open,
        "'" + text.substring(open, open + 2) + "' is never closed ('" + closer + "' missing)");
  }

  private int stringEnd(int start, char quote) {
    for (int i = start + 1; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\\') {
        i++;
      } else if (c == quote) {
        return i;
      }
    }
    return text.length();
  }

  private void raw(int open, boolean stripAfter) {
    if (stripAfter) {
      skipWhitespace();
    } else {
      trimNewline();
    }
    Matcher end = ENDRAW.matcher(text);
    if (!end.find(pos)) {
      throw error(open, "'{% raw %}' is never closed ('{% endraw %}' missing)");
    }
    String body = text.substring(pos, end.start());
    appendText(end.group(1).isEmpty() ? body : body.stripTrailing());
    pos = end.end();
    afterStatement(!end.group(2).isEmpty());
  }

  private void afterStatement(boolean stripAfter) {
    if (stripAfter) {
      skipWhitespace();
    } else {
      trimNewline();
    }
  }

  private void trimNewline() {
    if (text.startsWith("\r\n", pos)) {
      pos += 2;
    } else if (pos < text.length() && text.charAt(pos) == '\n') {
      pos++;
    }
  }

  private void skipWhitespace() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
  }

  private void appendText(String s) {
    if (pending.isEmpty()) {
      pendingStart = pos;
    }
    pending.append(s);
  }

  private void stripPendingRight() {
    int end = pending.length();
    while (end > 0 && Character.isWhitespace(pending.charAt(end - 1))) {
      end--;
    }
    pending.setLength(end);
  }

  private void flushText() {
    if (!pending.isEmpty()) {
      pieces.add(new Piece(Piece.Kind.TEXT, pending.toString(), pendingStart));
      pending = new StringBuilder();
    }
  }

  private PlayError error(int offset, String message) {
    return positions.error(offset, message);
  }
}
