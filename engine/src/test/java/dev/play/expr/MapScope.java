package dev.play.expr;

import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import java.util.Map;

/** A scope over a plain map, for tests. */
public record MapScope(Map<String, Object> vars) implements Scope {
  @Override
  public boolean contains(String name) {
    return vars.containsKey(name);
  }

  @Override
  public Object get(String name) {
    if (!vars.containsKey(name)) {
      throw new UndefinedVariableException(name);
    }
    return vars.get(name);
  }
}
