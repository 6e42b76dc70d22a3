package dev.play.expr;

import dev.play.vars.Scope;

/** A constant: string, number, boolean or None. */
record Literal(Object value) implements Node {
  @Override
  public Object eval(Scope scope) {
    return value;
  }

  @Override
  public String describe() {
    return ValueFormat.repr(value);
  }
}
