package dev.play.expr;

import dev.play.vars.Scope;

/** {@code not x}. */
record Not(Node operand) implements Node {
  @Override
  public Object eval(Scope scope) {
    return !Truthiness.isTrue(operand.eval(scope));
  }

  @Override
  public String describe() {
    return "not " + operand.describe();
  }
}
