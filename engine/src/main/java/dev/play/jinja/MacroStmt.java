package dev.play.jinja;

import java.util.List;

/** {@code {% macro name(a, b=1) %}...{% endmacro %}}: defines {@code name} in the current frame. */
record MacroStmt(String name, List<Param> params, Body body, int line) implements Stmt {
  MacroStmt {
    params = List.copyOf(params);
  }

  @Override
  public void render(Frame frame, StringBuilder out) {
    frame.set(name, new Macro(name, params, body, frame));
  }
}
