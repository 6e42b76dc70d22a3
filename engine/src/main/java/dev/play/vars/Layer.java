package dev.play.vars;

import java.util.Map;

/**
 * One named source of variables in the precedence pipeline, e.g. "group_vars: gpu".
 *
 * @param resolved the values are final data (facts, task results, magic variables): they are never
 *     rendered as templates again, so a command's output holding {@code {{ }}} stays as it is
 */
public record Layer(String name, Map<String, Object> values, boolean resolved) {
  public Layer {
    values = values == null ? Map.of() : values;
  }

  /** A layer whose string values may hold templates. */
  public Layer(String name, Map<String, Object> values) {
    this(name, values, false);
  }
}
