package dev.play.bench.jinja;

import dev.play.template.Templater;
import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import java.util.Map;

/** play's own templater (engine/target/play.jar), with the corpus's variables as its scope. */
final class PlayEngine implements Engine {
  private final Templater templater = new Templater();

  @Override
  public String name() {
    return "play";
  }

  @Override
  public String file(String template, Map<String, Object> vars) {
    return templater.renderText(template, scope(vars), "corpus");
  }

  @Override
  public Object value(String template, Map<String, Object> vars) {
    return templater.render(template, scope(vars));
  }

  private static Scope scope(Map<String, Object> vars) {
    return new Scope() {
      @Override
      public boolean contains(String name) {
        return vars.containsKey(name);
      }

      @Override
      public Object get(String name) {
        if (!vars.containsKey(name)) {
          throw new UndefinedVariableException(name);
        }
        return vars.get(name);
      }

      @Override
      public boolean isResolved(String name) {
        return true;
      }
    };
  }
}
