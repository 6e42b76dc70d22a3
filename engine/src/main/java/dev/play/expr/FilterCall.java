package dev.play.expr;

import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import java.util.List;

/** {@code operand | filter(args)}; args are bound to parameters at parse time (null = default). */
record FilterCall(Node operand, Filter filter, List<Node> args) implements Node {
  FilterCall {
    args = args.stream().toList();
  }

  @Override
  public Object eval(Scope scope) {
    Object value = operandValue(scope);
    List<Object> values =
        Arguments.evaluate(filter.params(), args, scope, filter.acceptsUndefined());
    try {
      return filter.fn().apply(value, values);
    } catch (Filter.UndefinedResult e) {
      throw new UndefinedVariableException(describe(), e.getMessage());
    } catch (ExpressionException e) {
      throw new ExpressionException(
          "filter '" + filter.name() + "' on " + operand.quoted() + ": " + e.getMessage());
    }
  }

  private Object operandValue(Scope scope) {
    if (!filter.acceptsUndefined()) {
      return operand.eval(scope);
    }
    try {
      return operand.eval(scope);
    } catch (UndefinedVariableException e) {
      return new Undefined(e);
    }
  }

  @Override
  public String describe() {
    return operand.describe() + " | " + filter.name();
  }
}
