package dev.play.expr;

import dev.play.vars.Scope;

/** {@code target[key]}: a map key, or a list or string element (negative counts from the end). */
record Index(Node target, Node key) implements Node {
  @Override
  public Object eval(Scope scope) {
    Object container = target.eval(scope);
    return Access.index(container, key.eval(scope), target);
  }

  @Override
  public String describe() {
    return target.describe() + "[" + key.describe() + "]";
  }
}
