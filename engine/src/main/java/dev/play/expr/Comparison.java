package dev.play.expr;

import dev.play.vars.Scope;

/** {@code == != < <= > >= in} and {@code not in}. */
record Comparison(String op, Node left, Node right) implements Node {
  @Override
  public Object eval(Scope scope) {
    return Operators.compare(op, left.eval(scope), right.eval(scope));
  }

  @Override
  public String describe() {
    return left.describe() + " " + op + " " + right.describe();
  }
}
