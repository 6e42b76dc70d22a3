package dev.play.module.builtin;

import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code assert}: every condition of {@code that} must hold; fails on the first that does not. */
public final class AssertModule implements Module {
  public static final String PASSED = "All assertions passed";
  public static final String FAILED = "Assertion failed";
  private static final ArgSpec SPEC =
      ArgSpec.of(
          "that!:list(str)", "fail_msg:str", "success_msg:str", "quiet:bool=false").withAliases(Map.of( "msg",
          "fail_msg"));

  @Override
  public String name() {
    return "assert";
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
    args.bool("quiet", false);
    for (String condition : conditions(args)) {
      if (!ctx.test(condition)) {
        throw failure(args, condition);
      }
    }
    Object msg = args.has("success_msg") ? args.raw("success_msg") : PASSED;
    return Plan.noChange(PASSED, Map.of("msg", msg));
  }

  private static List<String> conditions(Args args) throws ModuleFailure {
    Object that = args.raw("that");
    if (that instanceof List<?> list) {
      return list.stream().map(String::valueOf).toList();
    }
    return List.of(args.string("that"));
  }

  private static ModuleFailure failure(Args args, String condition) throws ModuleFailure {
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("assertion", condition);
    result.put("evaluated_to", false);
    return new ModuleFailure(args.string("fail_msg", FAILED), result);
  }
}
