package dev.play.expr;

import dev.play.vars.Scope;

/** {@code target.name(args)}: a Python method of a string, list or mapping ({@link Methods}). */
record MethodCall(Node target, String name, CallArguments args) implements Node {
  @Override
  public Object eval(Scope scope) {
    Object value = target.eval(scope);
    try {
      return Methods.call(value, name, args.values(scope, false), args.namedValues(scope, false));
    } catch (ExpressionException e) {
      String prefix = describe() + ": ";
      throw e.getMessage() != null && e.getMessage().startsWith(prefix)
          ? e
          : new ExpressionException(prefix + e.getMessage());
    }
  }

  @Override
  public String describe() {
    return target.describe() + "." + name + args.describe();
  }
}
