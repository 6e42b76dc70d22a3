package dev.play.module.control;

import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.playbook.TypeNames;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code assert}: every condition of {@code that} must hold; fails on the first that does not. As
 * Ansible's action, its result (passed or failed) is shown without {@code -v} unless {@code quiet},
 * and a failure names the condition as written ({@code assertion}: a YAML {@code false} stays
 * false).
 */
final class AssertModule implements Module {
  public static final String PASSED = "All assertions passed";
  public static final String FAILED = "Assertion failed";
  private static final ArgSpec SPEC =
      ArgSpec.of("that!:raw", "fail_msg:raw", "success_msg:raw", "quiet:bool=false")
          .withAliases(Map.of("msg", "fail_msg"));

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
    Object failMsg = message(args, "fail_msg", FAILED, "fail_msg or msg");
    Object successMsg = message(args, "success_msg", PASSED, "success_msg");
    Map<String, Object> result = new LinkedHashMap<>();
    if (!args.bool("quiet")) {
      result.put(VERBOSE_ALWAYS, true);
    }
    for (Object condition : conditions(args)) {
      if (!ctx.test(String.valueOf(condition))) {
        result.put("evaluated_to", false);
        result.put("assertion", condition);
        throw new ModuleFailure(String.valueOf(failMsg), result);
      }
    }
    result.put("msg", successMsg);
    return Plan.noChange(PASSED, result);
  }

  /**
   * {@code that}: a list of conditions, or one; each as written (a string, or a YAML boolean or
   * number).
   */
  private static List<?> conditions(Args args) {
    Object that = args.raw("that");
    return that instanceof List<?> list ? list : java.util.Collections.singletonList(that);
  }

  /**
   * A message argument: a string or a list of strings, as Ansible's action requires; {@code
   * fallback} when absent.
   */
  private static Object message(Args args, String name, String fallback, String described)
      throws ModuleFailure {
    Object msg = args.raw(name);
    if (msg == null) {
      return fallback;
    }
    if (msg instanceof List<?> list && !list.stream().allMatch(String.class::isInstance)) {
      throw new ModuleFailure(
          "Type of one of the elements in " + described + " list is not string type");
    }
    if (!(msg instanceof String) && !(msg instanceof List<?>)) {
      throw new ModuleFailure(
          "Incorrect type for "
              + described
              + ", expected a string or list and got <class '"
              + TypeNames.of(msg)
              + "'>");
    }
    return msg;
  }
}
