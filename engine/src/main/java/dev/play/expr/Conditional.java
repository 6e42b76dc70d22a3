package dev.play.expr;

import dev.play.vars.Scope;

/** {@code then if condition else otherwise}; with no else, None (which prints as nothing). */
record Conditional(Node then, Node condition, Node otherwise) implements Node {
  @Override
  public Object eval(Scope scope) {
    if (Truthiness.isTrue(condition.eval(scope))) {
      return then.eval(scope);
    }
    return otherwise == null ? null : otherwise.eval(scope);
  }

  @Override
  public String describe() {
    return then.describe()
        + " if "
        + condition.describe()
        + (otherwise == null ? "" : " else " + otherwise.describe());
  }
}
