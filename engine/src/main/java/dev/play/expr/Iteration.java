package dev.play.expr;

import java.util.List;

/** How Jinja iterates a value: a list's items, a string's characters, a mapping's keys. */
public final class Iteration {
  private Iteration() {}

  /**
   * The items a Jinja loop or filter walks over: a list's items, a map's keys, a string's
   * characters.
   *
   * @throws ExpressionException for a value that cannot be iterated (a number, None)
   */
  public static List<Object> items(Object value) {
    return ListFilters.items(value);
  }
}
