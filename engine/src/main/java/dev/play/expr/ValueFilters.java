package dev.play.expr;

import dev.play.vars.UndefinedVariableException;
import java.util.List;

/** {@code default}, {@code mandatory}, {@code ternary}, {@code abs}, {@code type_debug}. */
final class ValueFilters {
  private ValueFilters() {}

  /** {@code default(value='', boolean=False)}: replaces undefined, or any false value if asked. */
  static Object defaultTo(Object v, List<Object> args) {
    boolean replaceFalse = Truthiness.isTrue(Undefined.use(args.get(1)));
    if (v instanceof Undefined || (replaceFalse && !Truthiness.isTrue(v))) {
      return Undefined.use(args.get(0));
    }
    return v;
  }

  /** {@code mandatory(msg=None)}: the value, or an undefined-variable error with the message. */
  static Object mandatory(Object v, List<Object> args) {
    if (v instanceof Undefined u) {
      String variable = u.cause().variable();
      Object msg = Undefined.use(args.get(0));
      String message =
          msg != null
              ? ValueFormat.str(msg)
              : "mandatory variable '" + variable + "' is not defined";
      throw new UndefinedVariableException(variable, message);
    }
    return v;
  }

  /** {@code ternary(true_val, false_val, none_val=None)}. */
  static Object ternary(Object v, List<Object> args) {
    Undefined.use(v);
    if (v == null && args.get(2) != null) {
      return Undefined.use(args.get(2));
    }
    return Undefined.use(Truthiness.isTrue(v) ? args.get(0) : args.get(1));
  }

  static Object abs(Object v, List<Object> args) {
    if (Numbers.isIntegral(v)) {
      return Numbers.integer(Math.abs(Numbers.toLong(v)));
    } else if (v instanceof Number n) {
      return Math.abs(n.doubleValue());
    }
    throw ListFilters.expected("a number", v);
  }

  /**
   * Ansible's {@code type_debug}: the Python type name ({@code str}, {@code int}, {@code dict}...).
   */
  static Object typeDebug(Object v, List<Object> args) {
    return Types.name(v);
  }
}
