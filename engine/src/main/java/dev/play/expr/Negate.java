package dev.play.expr;

import dev.play.vars.Scope;

/** Unary {@code -x} (and {@code +x}, which only checks that x is a number). */
record Negate(Node operand, boolean minus) implements Node {
  @Override
  public Object eval(Scope scope) {
    Object v = operand.eval(scope);
    if (!Numbers.isNumber(v)) {
      throw new ExpressionException(
          "bad operand type for unary "
              + (minus ? "-" : "+")
              + ": "
              + Types.name(v)
              + " ("
              + operand.describe()
              + ")");
    }
    if (!minus) {
      return v;
    }
    return Numbers.isIntegral(v) ? Numbers.integer(-Numbers.toLong(v)) : -Numbers.toDouble(v);
  }

  @Override
  public String describe() {
    return (minus ? "-" : "+") + operand.describe();
  }
}
