package dev.play.jinja;

import dev.play.expr.Expression;
import java.util.List;

/**
 * {@code {% call(x) name(args) %}body{% endcall %}}: calls the macro with {@code caller}, a macro
 * of the body. The call is parsed with {@code caller=}{@link #CALLER} added to its arguments.
 */
record CallBlockStmt(Expression call, List<Param> callerParams, Body body, int line)
    implements Stmt {
  /** The name the body's macro has while the call is evaluated. */
  static final String CALLER = "__jinja_caller__";

  CallBlockStmt {
    callerParams = List.copyOf(callerParams);
  }

  @Override
  public void render(Frame frame, StringBuilder out) {
    Frame f = frame.child();
    f.set(CALLER, new Macro("caller", callerParams, body, frame));
    Stmt.print(out, call.evaluate(f));
  }
}
