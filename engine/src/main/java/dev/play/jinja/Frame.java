package dev.play.jinja;

import dev.play.expr.Undefined;
import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import java.util.HashMap;
import java.util.Map;

/**
 * One Jinja scope: the names a statement set ({@code set}, loop variables, macro parameters) over
 * the scope it is nested in. A loop iteration, a macro call, a {@code with} block and a block
 * {@code set} each get their own, so what they set does not leak out, as in Jinja.
 */
final class Frame implements Scope {
  private final Scope parent;
  private final Env env;

  /**
   * Whether what is printed here is the template's own output, which is dropped once the template
   * has extended another (Jinja's output check); not in macros, block sets and blocks, which keep
   * theirs.
   */
  private final boolean ownOutput;

  /** Made on the first set: most frames (a task value's text) never set a name. */
  private Map<String, Object> locals;

  /**
   * The root frame of a template's context: over the names it sees, with the context's {@code env}.
   */
  Frame(Scope parent, Env env) {
    this(parent, env, true);
  }

  private Frame(Scope parent, Env env, boolean ownOutput) {
    this.parent = parent;
    this.env = env;
    this.ownOutput = ownOutput;
  }

  Frame child() {
    return new Frame(this, env, ownOutput);
  }

  /**
   * A child whose output is kept whatever the template extends: a macro call's, a block set's, a
   * block's.
   */
  Frame capturing() {
    return new Frame(this, env, false);
  }

  /** Whether output here is dropped: the template's own, once it has extended another. */
  boolean discards() {
    return ownOutput && env.context().extended();
  }

  Env env() {
    return env;
  }

  void set(String name, Object value) {
    if (locals == null) {
      locals = new HashMap<>();
    }
    locals.put(name, value);
  }

  /** The names set in this frame itself (what a template exports to {@code import}). */
  Map<String, Object> locals() {
    return locals == null ? Map.of() : locals;
  }

  private boolean hasLocal(String name) {
    return locals != null && locals.containsKey(name);
  }

  @Override
  public boolean contains(String name) {
    return hasLocal(name) || parent.contains(name);
  }

  @Override
  public Object get(String name) {
    if (hasLocal(name)) {
      return Undefined.use(locals.get(name));
    }
    if (parent == null) {
      throw new UndefinedVariableException(name);
    }
    return parent.get(name);
  }

  @Override
  public boolean isResolved(String name) {
    return hasLocal(name) || parent.isResolved(name);
  }
}
