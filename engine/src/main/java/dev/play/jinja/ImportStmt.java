package dev.play.jinja;

import dev.play.expr.Expression;
import dev.play.expr.ExpressionException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code {% import 'm.j2' as m %}} (the template's macros and names as the mapping {@code m}) and
 * {@code {% from 'm.j2' import a, b as c %}} (some of them as names).
 */
record ImportStmt(Expression template, String alias, Map<String, String> names, int line)
    implements Stmt {
  ImportStmt {
    names =
        names == null ? null : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(names));
  }

  @Override
  public void render(Frame frame, StringBuilder out) {
    JinjaTemplate t = IncludeStmt.Loading.load(frame, template, false);
    Map<String, Object> exports = t.exports(new Frame(frame, frame.env().nested()));
    if (alias != null) {
      frame.set(alias, exports);
      return;
    }
    names.forEach(
        (name, as) -> {
          if (!exports.containsKey(name)) {
            throw new ExpressionException(
                "the template " + template.text() + " does not define '" + name + "'");
          }
          frame.set(as, exports.get(name));
        });
  }
}
