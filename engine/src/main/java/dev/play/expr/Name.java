package dev.play.expr;

import dev.play.vars.Scope;

/** A variable name, looked up in the scope; the scope throws when it is undefined. */
record Name(String name) implements Node {
  @Override
  public Object eval(Scope scope) {
    return scope.get(name);
  }

  @Override
  public String describe() {
    return name;
  }
}
