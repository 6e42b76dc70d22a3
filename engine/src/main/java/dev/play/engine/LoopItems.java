package dev.play.engine;

import dev.play.expr.ExpressionException;
import dev.play.lookup.LookupCalls;
import dev.play.lookup.LookupContext;
import dev.play.playbook.Keywords;
import dev.play.playbook.Task;
import dev.play.template.Templater;
import dev.play.vars.UndefinedVariableException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Turns a task's {@code loop} or {@code with_<lookup>} value into its items: {@code loop} must
 * template to a list; {@code with_X: terms} runs lookup X on the templated terms, as Ansible's task
 * executor does ({@code with_first_found} drops the top-level terms that use an undefined variable,
 * and looks under {@code templates/} or {@code vars/} for a template or include_vars task).
 */
final class LoopItems {
  private LoopItems() {}

  static List<Object> items(Task task, Templater templater, LookupContext lookups)
      throws TaskFailure {
    Keywords kw = task.keywords();
    String kind = kw.loopKind();
    if (kind.equals("loop")) {
      return loop(templater.render(kw.loop(), lookups.vars()));
    }
    String lookup = kind.substring("with_".length());
    try {
      Object terms =
          lookup.equals("first_found")
              ? definedTerms(kw.loop(), templater, lookups)
              : templater.render(kw.loop(), lookups.vars());
      return LookupCalls.loop(
          lookup, terms, new LookupContext(lookups.vars(), lookups.env(), subdir(task.action())));
    } catch (ExpressionException e) {
      throw new TaskFailure(kind + ": " + e.getMessage());
    }
  }

  private static List<Object> loop(Object value) throws TaskFailure {
    if (value == null) {
      return List.of();
    }
    if (!(value instanceof List<?> l)) {
      throw new TaskFailure(
          "Invalid data passed to 'loop', it requires a list, got this instead: " + value);
    }
    return new ArrayList<>(l);
  }

  /**
   * {@code with_first_found}'s terms as Ansible's task executor keeps them: templated, leaving out
   * every top-level term that uses an undefined variable anywhere, a mapping or list term included
   * whole (its {@code skip} goes with it). A value that is not a list is one term.
   */
  private static Object definedTerms(Object raw, Templater templater, LookupContext lookups) {
    if (!(raw instanceof List<?> terms)) {
      return rendered(raw, templater, lookups).orElse(List.of());
    }
    List<Object> out = new ArrayList<>();
    terms.forEach(t -> rendered(t, templater, lookups).ifPresent(out::add));
    return out;
  }

  /** {@code term} templated; empty when it uses an undefined variable (or renders to null). */
  private static Optional<Object> rendered(
      Object term, Templater templater, LookupContext lookups) {
    try {
      return Optional.ofNullable(templater.render(term, lookups.vars()));
    } catch (UndefinedVariableException e) {
      return Optional.empty();
    }
  }

  /**
   * Where {@code with_first_found} looks, by the task's action, as Ansible's task executor decides.
   */
  static String subdir(String action) {
    for (String kind : List.of("template", "var")) {
      if (action.contains(kind)) {
        return kind + "s";
      }
    }
    return LookupContext.FILES;
  }

  /** {@code ansible_loop}: position information for item {@code i} of {@code n}. */
  static Map<String, Object> loopInfo(List<Object> items, int i) {
    int n = items.size();
    Map<String, Object> info = dev.play.jinja.LoopPosition.of(i, n);
    info.put("allitems", items);
    info.put("previtem", i > 0 ? items.get(i - 1) : null);
    info.put("nextitem", i < n - 1 ? items.get(i + 1) : null);
    return info;
  }
}
