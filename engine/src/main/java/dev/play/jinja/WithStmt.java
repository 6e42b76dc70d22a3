package dev.play.jinja;

import java.util.List;

/** {@code {% with a = 1, b = 2 %}...{% endwith %}}: names set for the block only. */
record WithStmt(List<SetStmt> assignments, Body body, int line) implements Stmt {
  WithStmt {
    assignments = List.copyOf(assignments);
  }

  @Override
  public void render(Frame frame, StringBuilder out) {
    Frame inner = frame.child();
    for (SetStmt s : assignments) {
      Targets.assign(inner, s.targets(), s.value().evaluate(frame));
    }
    body.render(inner, out);
  }
}
