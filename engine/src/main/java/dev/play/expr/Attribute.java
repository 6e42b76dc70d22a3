package dev.play.expr;

import dev.play.vars.Scope;

/** {@code target.name}: a map key, or a list element for {@code target.0}. */
record Attribute(Node target, String name) implements Node {
  @Override
  public Object eval(Scope scope) {
    return Access.attribute(target.eval(scope), name, target);
  }

  @Override
  public String describe() {
    return target.describe() + "." + name;
  }
}
