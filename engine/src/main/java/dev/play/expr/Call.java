package dev.play.expr;

import dev.play.vars.Scope;

/**
 * {@code callee(args)}: a macro or {@code caller} from the scope, or a Jinja global ({@link
 * Globals}) when the scope has no value of that name.
 */
record Call(Node callee, CallArguments args) implements Node {
  @Override
  public Object eval(Scope scope) {
    Object fn = callee instanceof Name n ? Globals.resolve(n.name(), scope) : callee.eval(scope);
    if (!(fn instanceof Callee c)) {
      throw new ExpressionException(
          callee.quoted() + " is not callable (it is a " + Types.name(fn) + ")");
    }
    try {
      boolean keep = c.takesUndefined();
      return c.call(args.values(scope, keep), args.namedValues(scope, keep));
    } catch (ExpressionException e) {
      String prefix = describe() + ": ";
      throw e.getMessage() != null && e.getMessage().startsWith(prefix)
          ? e
          : new ExpressionException(prefix + e.getMessage());
    }
  }

  @Override
  public String describe() {
    return callee.describe() + args.describe();
  }
}
