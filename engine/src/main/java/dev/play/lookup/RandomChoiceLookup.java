package dev.play.lookup;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code random_choice}: one of the terms. Ansible picks anew on every run; play picks the same
 * term on every run for the same host (the generator is seeded with {@code inventory_hostname} and
 * the terms), so a run can be repeated and a check run predicts the real one.
 */
final class RandomChoiceLookup implements Lookup {
  @Override
  public String name() {
    return "random_choice";
  }

  @Override
  public List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx) {
    if (terms.isEmpty()) {
      return new ArrayList<>();
    }
    Object host =
        ctx.vars().contains("inventory_hostname") ? ctx.vars().get("inventory_hostname") : "";
    SeededChoice choice = SeededChoice.seeded(host + "\n" + dev.play.expr.ValueFormat.repr(terms));
    List<Object> out = new ArrayList<>();
    out.add(terms.get(choice.below(terms.size())));
    return out;
  }
}
