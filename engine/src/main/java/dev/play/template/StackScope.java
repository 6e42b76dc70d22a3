package dev.play.template;

import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import java.util.List;
import java.util.Map;

/**
 * The names visible at a point of a Mustache template: the maps pushed by enclosing sections,
 * innermost first, then the template's root {@link Scope}. Lives for one tag evaluation.
 */
final class StackScope implements Scope {
  private final List<Object> stack;

  StackScope(List<Object> stack) {
    this.stack = stack;
  }

  @Override
  public boolean contains(String name) {
    for (int i = stack.size() - 1; i >= 0; i--) {
      Object frame = stack.get(i);
      if ((frame instanceof Map<?, ?> map && map.containsKey(name))
          || (frame instanceof Scope scope && scope.contains(name))) {
        return true;
      }
    }
    return false;
  }

  @Override
  public Object get(String name) {
    for (int i = stack.size() - 1; i >= 0; i--) {
      Object frame = stack.get(i);
      if (frame instanceof Map<?, ?> map && map.containsKey(name)) {
        return map.get(name);
      } else if (frame instanceof Scope scope && scope.contains(name)) {
        return scope.get(name);
      }
    }
    throw new UndefinedVariableException(name);
  }
}
