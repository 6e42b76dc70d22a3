package dev.play.lookup;

import dev.play.vars.UndefinedVariableException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code vars}: the values of the variables named by the terms (templated), or the {@code default}
 * option for one that is not defined; without a default that is an undefined variable.
 */
final class VarsLookup implements Lookup {
  @Override
  public String name() {
    return "vars";
  }

  @Override
  public List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx) {
    Object fallback = new Options(name(), options).raw("default", null);
    List<Object> out = new ArrayList<>();
    for (Object term : terms) {
      if (!(term instanceof String name)) {
        throw new LookupException("Invalid setting identifier, \"" + term + "\" is not a string");
      }
      out.add(value(ctx, name, fallback));
    }
    return out;
  }

  /** The value of {@code name}; the fallback also when its template uses an undefined name. */
  private static Object value(LookupContext ctx, String name, Object fallback) {
    try {
      if (ctx.vars().contains(name)) {
        return ctx.vars().get(name);
      }
      throw new UndefinedVariableException(name, "No variable found with this name: " + name);
    } catch (UndefinedVariableException e) {
      if (fallback == null) {
        throw e;
      }
      return fallback;
    }
  }
}
