package dev.play.expr;

import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import java.util.List;

/**
 * {@code operand is [not] test(args)}. {@code defined} and {@code undefined} never throw: any
 * undefined name or missing attribute or element in the operand makes it undefined.
 */
record TestCall(Node operand, TestDef test, boolean negated, List<Node> args) implements Node {
  TestCall {
    args = args.stream().toList();
  }

  @Override
  public Object eval(Scope scope) {
    return negated != holds(scope);
  }

  private boolean holds(Scope scope) {
    if (test.name().equals("defined") || test.name().equals("undefined")) {
      return isDefined(scope) == test.name().equals("defined");
    }
    Object value = operand.eval(scope);
    List<Object> values = Arguments.evaluate(test.params(), args, scope);
    try {
      return test.predicate().test(value, values);
    } catch (ExpressionException e) {
      throw new ExpressionException(
          "test '" + test.name() + "' on " + operand.quoted() + ": " + e.getMessage());
    }
  }

  private boolean isDefined(Scope scope) {
    try {
      operand.eval(scope);
      return true;
    } catch (UndefinedVariableException e) {
      return false;
    }
  }

  @Override
  public String describe() {
    return operand.describe() + (negated ? " is not " : " is ") + test.name();
  }
}
