package dev.play.expr;

import java.util.List;
import java.util.Map;

/**
 * A value that can be called in an expression: a Jinja global ({@code range(3)}), a macro, a
 * template's {@code caller()}. Arguments arrive evaluated, keyword arguments in written order.
 */
@FunctionalInterface
public interface Callee {
  /**
   * Calls it with positional and keyword arguments.
   *
   * @throws ExpressionException on bad arguments or a failed call
   */
  Object call(List<Object> args, Map<String, Object> kwargs);

  /**
   * Whether an undefined argument arrives as an {@link Undefined} value rather than failing the
   * call, as Jinja passes its Undefined to a macro, which fails only where the macro uses it.
   */
  default boolean takesUndefined() {
    return false;
  }
}
