package dev.play.bench.jinja;

import dev.play.template.Templater;
import dev.play.vars.Layer;
import dev.play.vars.LayeredScope;
import dev.play.vars.Scope;
import java.util.List;
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

  /** The corpus's variables as final data, as facts are: never rendered again. */
  private static Scope scope(Map<String, Object> vars) {
    return new LayeredScope(List.of(new Layer("corpus", vars, true)));
  }
}
