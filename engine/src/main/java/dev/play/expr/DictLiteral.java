package dev.play.expr;

import dev.play.vars.Scope;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code {'k': v}}: evaluates to a new insertion-ordered map (modifiable, as in Python: {@code
 * d.update(x)}).
 */
record DictLiteral(List<Node> keys, List<Node> values) implements Node {
  DictLiteral {
    keys = List.copyOf(keys);
    values = List.copyOf(values);
  }

  @Override
  public Object eval(Scope scope) {
    Map<Object, Object> out = new TemplateMap();
    for (int i = 0; i < keys.size(); i++) {
      out.put(keys.get(i).eval(scope), values.get(i).eval(scope));
    }
    return out;
  }

  @Override
  public String describe() {
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < keys.size(); i++) {
      parts.add(keys.get(i).describe() + ": " + values.get(i).describe());
    }
    return "{" + String.join(", ", parts) + "}";
  }
}
