package dev.play.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.play.error.Source;
import dev.play.expr.Expression;
import dev.play.expr.ExpressionException;
import dev.play.template.Templater;
import dev.play.template.VariableCycleException;
import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import java.util.List;
import org.junit.jupiter.api.Timeout;

/**
 * The condition language ({@code when:}, {@code failed_when:}, {@code {{ }}}): parsed with the
 * task's position, then evaluated; a value, an undefined name or a type error are all answers.
 */
class ConditionFuzzTest {
  private static final Source TASK = new Source("site.yml", 7, 9);
  private static final Scope SCOPE = FuzzScope.create(new Templater());

  @FuzzTest
  @Timeout(10)
  void condition(byte[] data) {
    String text = Outcomes.text(data);
    Outcomes.run(
        () -> Expression.parse(text, TASK).test(SCOPE),
        "site.yml",
        Outcomes.Position.LINE,
        List.of(
            ExpressionException.class,
            UndefinedVariableException.class,
            VariableCycleException.class));
  }
}
