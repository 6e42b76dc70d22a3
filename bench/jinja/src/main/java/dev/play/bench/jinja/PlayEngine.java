package dev.play.bench.jinja;

import dev.play.jinja.Jinja;
import dev.play.jinja.TemplateLoader;
import dev.play.template.Templater;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import dev.play.vars.Layer;
import dev.play.vars.LayeredScope;
import dev.play.vars.Scope;
import java.util.List;
import java.util.Map;

/**
 * play's own templater (engine/target/play.jar), with the corpus's variables as its scope and
 * includes from the corpus's templates/.
 */
final class PlayEngine implements Engine {
  private final Templater templater = new Templater();
  private final TemplateLoader includes;

  PlayEngine(Path templates) {
    this.includes = name -> {
      Path file = templates.resolve(name);
      try {
        return Files.isRegularFile(file) ? Jinja.parse(Files.readString(file), name, null) : null;
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    };
  }

  @Override
  public String name() {
    return "play";
  }

  @Override
  public String file(String template, Map<String, Object> vars) {
    return templater.renderText(template, scope(vars), "corpus", includes);
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
