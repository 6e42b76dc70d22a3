package dev.play.expr;

import dev.play.vars.Scope;

/** {@code a and b}, {@code a or b}: short-circuit, and return an operand as Python does. */
record Logical(boolean isAnd, Node left, Node right) implements Node {
  @Override
  public Object eval(Scope scope) {
    Object l = left.eval(scope);
    boolean decided = isAnd != Truthiness.isTrue(l);
    return decided ? l : right.eval(scope);
  }

  @Override
  public String describe() {
    return left.describe() + (isAnd ? " and " : " or ") + right.describe();
  }
}
