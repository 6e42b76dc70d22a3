package dev.play.vars;

import java.util.Map;

/** One named source of variables in the precedence pipeline, e.g. "group_vars: gpu". */
public record Layer(String name, Map<String, Object> values) {
  public Layer {
    values = values == null ? Map.of() : values;
  }
}
