package dev.play.jinja;

import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import java.util.HashMap;
import java.util.Map;

/**
 * One Jinja scope: the names a statement set ({@code set}, loop variables, macro parameters)
 * over the scope it is nested in. A loop iteration, a macro call, a {@code with} block and a
 * block {@code set} each get their own, so what they set does not leak out, as in Jinja.
 */
final class Frame implements Scope {
  private final Scope parent;
  private final Env env;
  private final Map<String, Object> locals = new HashMap<>();

  Frame(Scope parent, Env env) {
    this.parent = parent;
    this.env = env;
  }

  Frame child() {
    return new Frame(this, env);
  }

  Env env() {
    return env;
  }

  void set(String name, Object value) {
    locals.put(name, value);
  }

  /** The names set in this frame itself (what a template exports to {@code import}). */
  Map<String, Object> locals() {
    return locals;
  }

  @Override
  public boolean contains(String name) {
    return locals.containsKey(name) || parent.contains(name);
  }

  @Override
  public Object get(String name) {
    if (locals.containsKey(name)) {
      return locals.get(name);
    }
    if (parent == null) {
      throw new UndefinedVariableException(name);
    }
    return parent.get(name);
  }

  @Override
  public boolean isResolved(String name) {
    return locals.containsKey(name) || parent.isResolved(name);
  }
}
