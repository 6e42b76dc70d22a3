package dev.play.jinja;

import dev.play.vars.Scope;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A parsed Jinja2 template ({@link Jinja#parse}): immutable and thread-safe; render it against any
 * number of scopes.
 */
public final class JinjaTemplate {
  /** As Jinja loads the template: without the newline its text ends with, if it ends with one. */
  private final Body body;

  /** Its blocks by name, nested ones too. */
  private final Map<String, BlockStmt> blocks;

  /** The newlines its text ends with: Ansible's output ends with as many at least. */
  private final int trailingNewlines;

  private final Stmt.Print single;

  JinjaTemplate(
      Body written, Map<String, BlockStmt> blocks, boolean endsInNewline, int trailingNewlines) {
    this.body = endsInNewline ? written.withoutFinalNewline() : written;
    this.blocks =
        blocks.isEmpty() ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(blocks));
    this.trailingNewlines = trailingNewlines;
    this.single =
        written.stmts().size() == 1 && written.stmts().get(0) instanceof Stmt.Print p ? p : null;
  }

  /**
   * The template's output, as Ansible's template module gives it: rendered as Jinja loads it, then
   * with newlines added up to as many as the template's text ends with.
   *
   * @param loader finds the templates that {@code include}, {@code import} and {@code extends} name
   * @throws dev.play.vars.UndefinedVariableException for an undefined name
   * @throws dev.play.expr.ExpressionException for a failed expression
   */
  public String render(Scope scope, TemplateLoader loader) {
    StringBuilder out = new StringBuilder();
    renderContext(new Frame(scope, new Env(loader, 0)), out);
    int missing = trailingNewlines;
    for (int i = out.length() - 1; missing > 0 && i >= 0 && out.charAt(i) == '\n'; i--) {
      missing--;
    }
    out.append("\n".repeat(missing));
    return out.toString();
  }

  /** Whether the template is exactly one {@code {{ expression }}}, nothing around it. */
  public boolean isSingleExpression() {
    return single != null;
  }

  /**
   * The value of the one expression of a {@linkplain #isSingleExpression single-expression}
   * template.
   */
  public Object singleValue(Scope scope) {
    return single.expression().evaluate(scope);
  }

  /**
   * Renders into {@code out} as {@code {% include %}} does, in {@code frame}: a new frame over the
   * includer's.
   */
  void include(Frame frame, StringBuilder out) {
    renderContext(frame, out);
  }

  /** What the template defines at its top level (macros, {@code set} names), for {@code import}. */
  Map<String, Object> exports(Frame frame) {
    renderContext(frame, new StringBuilder());
    Map<String, Object> names = new HashMap<>(frame.locals());
    if (names.get(TemplateReference.NAME) instanceof TemplateReference) {
      names.remove(TemplateReference.NAME);
    }
    return Collections.unmodifiableMap(names);
  }

  Map<String, BlockStmt> blocks() {
    return blocks;
  }

  /**
   * Renders the template's root in {@code frame}, the root frame of a context of its own; then, if
   * it extended a template, that one's root in the same frame, and so on up the chain.
   */
  private void renderContext(Frame frame, StringBuilder out) {
    TemplateContext context = frame.env().context();
    context.begin(frame, blocks);
    for (JinjaTemplate t = this; t != null; t = context.next()) {
      t.body.render(frame, out);
    }
  }
}
