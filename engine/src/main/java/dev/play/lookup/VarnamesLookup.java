package dev.play.lookup;

import dev.play.expr.ExpressionException;
import dev.play.expr.PyRegex;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * {@code varnames}: the names of the task's variables that each term (a Python regular expression,
 * searched anywhere in the name) matches, term after term, as Ansible lists them. The names are
 * those the {@code vars} variable holds.
 */
final class VarnamesLookup implements Lookup {
  @Override
  public String name() {
    return "varnames";
  }

  @Override
  public List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx) {
    List<String> names = names(ctx);
    List<Object> out = new ArrayList<>();
    for (Object term : terms) {
      if (!(term instanceof String regex)) {
        throw new LookupException("Invalid setting identifier, \"" + term + "\" is not a string");
      }
      Pattern p = pattern(regex);
      names.stream().filter(n -> p.matcher(n).find()).forEach(out::add);
    }
    return out;
  }

  private static Pattern pattern(String regex) {
    try {
      return PyRegex.compile(regex);
    } catch (ExpressionException e) {
      throw new LookupException(
          "Unable to use \"" + regex + "\" as a search parameter: " + e.getMessage());
    }
  }

  private static List<String> names(LookupContext ctx) {
    Object vars = ctx.vars().contains("vars") ? ctx.vars().get("vars") : Map.of();
    return vars instanceof Map<?, ?> m
        ? m.keySet().stream().map(String::valueOf).toList()
        : List.of();
  }
}
