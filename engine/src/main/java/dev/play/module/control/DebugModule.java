package dev.play.module.control;

import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.vars.UndefinedVariableException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * {@code debug}: prints {@code msg} (default "Hello world!") or the value of {@code var}. Never
 * changes anything. {@code verbosity} is accepted; the engine hides the output below that level.
 */
final class DebugModule implements Module {
  public static final String UNDEFINED = "VARIABLE IS NOT DEFINED!";
  private static final ArgSpec SPEC = ArgSpec.of("msg:raw", "var:str", "verbosity:int=0");
  private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

  @Override
  public String name() {
    return "debug";
  }

  @Override
  public boolean instant() {
    return true;
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure {
    args.integer("verbosity");
    if (args.has("msg") && args.has("var")) {
      throw new ModuleFailure("'msg' and 'var' are incompatible options");
    }
    Map<String, Object> result = new LinkedHashMap<>();
    if (args.has("var")) {
      String var = args.string("var");
      result.put(var, value(var, ctx));
    } else {
      result.put(
          "msg", args.given("msg") ? args.raw("msg") : "Hello world!"); // a null msg prints null
    }
    result.put(VERBOSE_ALWAYS, true); // as Ansible's debug action: shown without -v
    return Plan.noChange("debug output", result);
  }

  private static Object value(String var, ModuleContext ctx) throws ModuleFailure {
    if (NAME.matcher(var).matches() && !ctx.vars().contains(var)) {
      return UNDEFINED;
    }
    try {
      return ctx.evaluate(var);
    } catch (UndefinedVariableException e) {
      return UNDEFINED;
    }
  }
}
