package dev.play.engine;

import dev.play.expr.ExpressionException;
import dev.play.lookup.LookupCalls;
import dev.play.lookup.LookupContext;
import dev.play.playbook.Keywords;
import dev.play.playbook.Task;
import dev.play.template.Templater;
import dev.play.vars.UndefinedVariableException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Turns a task's {@code loop} or {@code with_<lookup>} value into its items: {@code loop} must
 * template to a list; {@code with_X: terms} runs lookup X on the templated terms, as Ansible's
 * task executor does ({@code with_first_found} drops the terms that use an undefined variable,
 * and looks under {@code templates/} or {@code vars/} for a template or include_vars task).
 */
final class LoopItems {
  private LoopItems() {}

  static List<Object> items(Task task, Templater templater, LookupContext lookups) throws TaskFailure {
    Keywords kw = task.keywords();
    String kind = kw.loopKind();
    if (kind.equals("loop")) {
      return loop(templater.render(kw.loop(), lookups.vars()));
    }
    String lookup = kind.substring("with_".length());
    try {
      Object terms = lookup.equals("first_found")
          ? defined(kw.loop(), templater, lookups).orElse(List.of())
          : templater.render(kw.loop(), lookups.vars());
      return LookupCalls.loop(lookup, terms, new LookupContext(lookups.vars(), lookups.env(), subdir(task.action())));
    } catch (ExpressionException e) {
      throw new TaskFailure(kind + ": " + e.getMessage());
    }
  }

  private static List<Object> loop(Object value) throws TaskFailure {
    if (value == null) {
      return List.of();
    }
    if (!(value instanceof List<?> l)) {
      throw new TaskFailure("Invalid data passed to 'loop', it requires a list, got this instead: " + value);
    }
    return new ArrayList<>(l);
  }

  /** {@code raw} templated, leaving out the list elements and mapping entries that use an undefined variable. */
  private static Optional<Object> defined(Object raw, Templater templater, LookupContext lookups) {
    try {
      if (raw instanceof List<?> l) {
        List<Object> out = new ArrayList<>();
        l.forEach(e -> defined(e, templater, lookups).ifPresent(out::add));
        return Optional.of(out);
      }
      if (raw instanceof Map<?, ?> m) {
        Map<Object, Object> out = new LinkedHashMap<>();
        m.forEach((k, v) -> defined(v, templater, lookups).ifPresent(d -> out.put(k, d)));
        return Optional.of(out);
      }
      return Optional.ofNullable(templater.render(raw, lookups.vars()));
    } catch (UndefinedVariableException e) {
      return Optional.empty();
    }
  }

  /** Where {@code with_first_found} looks, by the task's action, as Ansible's task executor decides. */
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
