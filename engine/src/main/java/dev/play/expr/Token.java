package dev.play.expr;

/** One lexical token of a condition; {@code pos} is its 0-based offset in the expression text. */
record Token(Type type, String text, Object value, int pos) {
  enum Type {
    NAME,
    NUMBER,
    STRING,
    OP,
    END
  }

  boolean is(Type t, String s) {
    return type == t && text.equals(s);
  }

  boolean isOp(String s) {
    return is(Type.OP, s);
  }

  boolean isKeyword(String s) {
    return is(Type.NAME, s);
  }

  /** How the token reads in an error message. */
  String shown() {
    return type == Type.END ? "end of expression" : "'" + text + "'";
  }
}
