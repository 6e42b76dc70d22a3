package dev.play.expr;

import dev.play.vars.Scope;

/** Binary {@code + - * / // % ~}. */
record Arithmetic(String op, Node left, Node right) implements Node {
  @Override
  public Object eval(Scope scope) {
    return Operators.arithmetic(op, left.eval(scope), right.eval(scope));
  }

  @Override
  public String describe() {
    return left.describe() + " " + op + " " + right.describe();
  }
}
