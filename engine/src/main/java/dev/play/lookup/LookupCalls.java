package dev.play.lookup;

import dev.play.expr.Callee;
import dev.play.expr.ExpressionException;
import dev.play.expr.Truthiness;
import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The functions {@code lookup}, {@code query} and {@code q} of one task on one host, as Ansible's
 * templar defines them. {@code lookup(name, *terms, wantlist=False, errors='strict', **options)}
 * gives the plugin's values joined with commas when they are all strings, the one value when there
 * is one, else the list (an empty list as it is); {@code query} and {@code q} always give the list.
 * With {@code errors='warn'} or {@code 'ignore'} a failed lookup gives None (an empty list for
 * {@code query}), after a warning for {@code 'warn'}; an undefined variable, an unknown lookup and
 * a lookup deferred while reading ahead are never ignored.
 */
public final class LookupCalls {
  private LookupCalls() {}

  /**
   * The three functions, by name, to be the lowest layer of the task's variables (a variable of the
   * same name hides them, as in Jinja).
   *
   * @param vars the task's variables, read when a function is called
   */
  public static Map<String, Object> globals(LookupEnv env, Supplier<Scope> vars) {
    Callee lookup = (args, kwargs) -> call(new LookupContext(vars.get(), env), args, kwargs, false);
    Callee query = (args, kwargs) -> call(new LookupContext(vars.get(), env), args, kwargs, true);
    return Map.of("lookup", lookup, "query", query, "q", query);
  }

  /** {@code with_<name>: terms}: Ansible's rule, the plugin run on the (templated) terms. */
  public static List<Object> loop(String name, Object terms, LookupContext ctx) {
    return Lookups.find(name).run(Terms.listify(terms), Map.of(), ctx);
  }

  private static Object call(
      LookupContext ctx, List<Object> args, Map<String, Object> kwargs, boolean query) {
    if (args.isEmpty() || !(args.get(0) instanceof String name)) {
      throw new ExpressionException("the lookup's name must come first, as a string");
    }
    Lookup plugin = Lookups.find(name);
    Map<String, Object> options = new LinkedHashMap<>(kwargs);
    Object wantlistOption = options.remove("wantlist");
    Object errors = options.remove("errors");
    boolean wantlist = query || Truthiness.isTrue(wantlistOption);
    List<Object> ran;
    try {
      ran = plugin.run(new ArrayList<>(args.subList(1, args.size())), options, ctx);
    } catch (UndefinedVariableException | LookupDeferred e) {
      throw e;
    } catch (RuntimeException e) {
      return ignored(e, errors, wantlist, ctx);
    }
    return wantlist ? ran : joined(ran);
  }

  /**
   * A failure as {@code errors} asks: None (or {@code []}), after a warning for {@code 'warn'};
   * rethrown else.
   */
  private static Object ignored(
      RuntimeException e, Object errors, boolean wantlist, LookupContext ctx) {
    if (!"warn".equals(errors) && !"ignore".equals(errors)) {
      throw e;
    }
    if (errors.equals("warn")) {
      ctx.warn("Lookup failed but the error is being ignored: " + e.getMessage());
    }
    return wantlist ? new ArrayList<>() : null;
  }

  /** What {@code lookup()} gives without {@code wantlist}. */
  static Object joined(List<Object> ran) {
    if (ran.isEmpty()) {
      return ran;
    }
    if (ran.stream().allMatch(v -> v instanceof String)) {
      return String.join(",", ran.stream().map(String.class::cast).toList());
    }
    return ran.size() == 1 ? ran.get(0) : ran;
  }
}
