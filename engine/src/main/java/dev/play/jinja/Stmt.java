package dev.play.jinja;

/** One node of a parsed template: text, a printed expression or a statement. */
sealed interface Stmt
    permits Stmt.Text,
        Stmt.Print,
        IfStmt,
        ForStmt,
        SetStmt,
        SetBlockStmt,
        MacroStmt,
        CallBlockStmt,
        FilterBlockStmt,
        WithStmt,
        IncludeStmt,
        ImportStmt,
        ExtendsStmt,
        BlockStmt {

  /** Appends this node's output, reading and setting names in {@code frame}. */
  void render(Frame frame, StringBuilder out);

  /** The line (within its template) it starts on, for runtime errors. */
  int line();

  /** Appends {@code value} as Ansible prints it: None as nothing, the rest as Python's str. */
  static void print(StringBuilder out, Object value) {
    if (value != null) {
      out.append(dev.play.expr.ValueFormat.str(value));
    }
  }

  /** Literal text (none once the template has extended another: see {@link Frame#discards}). */
  record Text(String text, int line) implements Stmt {
    @Override
    public void render(Frame frame, StringBuilder out) {
      if (!frame.discards()) {
        out.append(text);
      }
    }
  }

  /**
   * {@code {{ expression }}}: printed as Ansible prints (None as nothing); not evaluated where
   * output is dropped.
   */
  record Print(dev.play.expr.Expression expression, int line) implements Stmt {
    @Override
    public void render(Frame frame, StringBuilder out) {
      if (!frame.discards()) {
        Stmt.print(out, expression.evaluate(frame));
      }
    }
  }
}
