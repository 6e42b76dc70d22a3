package dev.play.expr;

import dev.play.vars.UndefinedVariableException;

/**
 * Jinja's Undefined as a value, which fails only when used: what a filter that accepts undefined
 * ones ({@code default}, {@code ternary}) is given, and what a macro's parameter holds when its
 * argument was undefined or not given. {@link #use} gives the value or throws the error it stands
 * for; {@code is defined} and {@code default} see it as undefined.
 */
public record Undefined(UndefinedVariableException cause) {
  /** {@code v} itself, or the undefined-variable error it stands for. */
  public static Object use(Object v) {
    if (v instanceof Undefined u) {
      throw u.cause();
    }
    return v;
  }
}
