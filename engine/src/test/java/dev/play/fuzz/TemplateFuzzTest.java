package dev.play.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.play.error.Source;
import dev.play.expr.ExpressionException;
import dev.play.template.Templater;
import dev.play.template.VariableCycleException;
import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import java.util.List;
import org.junit.jupiter.api.Timeout;

/**
 * The template renderer: the text as a task's argument ({@code {{ }}} keeps a value's type), as a
 * Jinja2 template file's text and as a Mustache one's.
 */
class TemplateFuzzTest {
  private static final Source TASK = new Source("site.yml", 7, 9);
  private static final List<Class<? extends RuntimeException>> EVALUATION =
      List.of(
          ExpressionException.class,
          UndefinedVariableException.class,
          VariableCycleException.class);
  private static final Templater TEMPLATER = new Templater();
  private static final Scope SCOPE = FuzzScope.create(TEMPLATER);

  @FuzzTest
  @Timeout(10)
  void template(byte[] data) {
    String text = Outcomes.text(data);
    Outcomes.run(
        () -> TEMPLATER.render(text, SCOPE, TASK), "site.yml", Outcomes.Position.LINE, EVALUATION);
    Outcomes.run(
        () -> TEMPLATER.renderText(text, SCOPE, "motd.j2"),
        "motd.j2",
        Outcomes.Position.LINE,
        EVALUATION);
    Outcomes.run(
        () -> TEMPLATER.renderText(text, SCOPE, "motd.mustache"),
        "motd.mustache",
        Outcomes.Position.LINE,
        EVALUATION);
  }
}
