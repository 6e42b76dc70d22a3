package dev.play.expr;

import java.util.List;
import java.util.Map;

/**
 * A value with methods of its own ({@code loop.cycle('a', 'b')}, {@code ns.update(...)}); values of
 * the plain types get Python's methods from {@link Methods}.
 */
public interface MethodReceiver {
  /**
   * Calls the method {@code name} on this value.
   *
   * @throws ExpressionException when there is no such method or its arguments are bad
   */
  Object callMethod(String name, List<Object> args, Map<String, Object> kwargs);
}
