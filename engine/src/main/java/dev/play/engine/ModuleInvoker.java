package dev.play.engine;

import dev.play.connection.ConnectionException;
import dev.play.module.Args;
import dev.play.module.Change;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.output.Status;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Plans one module invocation and applies the plan unless in check mode. */
final class ModuleInvoker {
  private ModuleInvoker() {}

  /**
   * @param args the task's templated arguments, bound to the module's spec
   * @param resultRules the task has changed_when/failed_when, which need the real result
   * @throws ConnectionException when the host cannot be reached (the host becomes unreachable)
   */
  static Outcome invoke(Module module, Args args, TaskModuleContext ctx, boolean resultRules)
      throws ConnectionException {
    if (module instanceof dev.play.module.RemoteModule remote) {
      return RemoteInvoker.invoke(remote, args, ctx);
    }
    Plan plan;
    try {
      plan = module.plan(args, ctx);
    } catch (ModuleFailure f) {
      return failed(f);
    }
    if (ctx.checkMode() && !module.editsInventory()) {
      ctx.planned(plan);
      return predicted(plan, resultRules, diffs(plan, ctx), ctx.assumptions());
    }
    ctx.applying();
    if (plan.changes().isEmpty()) {
      return apply(plan, ctx);
    }
    // a change may also be made on the controller (fetch) or reach a host another way: the
    // clock moves around every plan applied, not only around commands and writes
    return ctx.clock().during(() -> apply(plan, ctx));
  }

  /**
   * A plan that must run to be known (command, shell) is predicted as changed, since running it
   * reports changed; with changed_when/failed_when the outcome depends on its output, so it is
   * skipped, as Ansible skips it.
   */
  private static Outcome predicted(
      Plan plan, boolean resultRules, List<dev.play.diff.Diff> diffs, List<String> assumed) {
    Map<String, Object> result = new LinkedHashMap<>(plan.result());
    if (!plan.predictable()) {
      notRun(result);
    }
    if (!plan.predictable() && plan.changed() && resultRules) {
      result.put("changed", false);
      result.put("skipped", true);
      result.put(
          "msg", "skipped in check mode: changed_when/failed_when need the command's output");
      return new Outcome(Status.SKIPPED, result, List.of(), describe(plan), null, false);
    }
    if (!plan.predictable() && plan.changed()) {
      result.put("msg", "check mode: would run, not run");
    }
    result.put("changed", plan.changed());
    return new Outcome(
        status(plan),
        result,
        diffs,
        describe(plan),
        plan.noChangeReason(),
        false,
        plan.changed() ? assumed : List.of());
  }

  /**
   * The plan's diffs when the task's diff mode is on ({@code --diff}, or the {@code diff} keyword),
   * else none.
   */
  private static List<dev.play.diff.Diff> diffs(Plan plan, ModuleContext ctx) {
    return ctx.diffMode() ? plan.diffs() : List.of();
  }

  /**
   * What Ansible's command module returns for a command it did not run in check mode, so that a
   * later task may read it ({@code result.rc == 0}, {@code result.stdout}): rc 0, empty output.
   */
  private static void notRun(Map<String, Object> result) {
    result.putIfAbsent("rc", 0);
    result.putIfAbsent("stdout", "");
    result.putIfAbsent("stderr", "");
    result.putIfAbsent("stdout_lines", List.of());
    result.putIfAbsent("stderr_lines", List.of());
  }

  private static Outcome apply(Plan plan, ModuleContext ctx) throws ConnectionException {
    Map<String, Object> result = new LinkedHashMap<>(plan.result());
    int applied = 0;
    try {
      for (Change c : plan.changes()) {
        result.putAll(c.apply(ctx));
        applied++;
      }
    } catch (ModuleFailure f) {
      result.putAll(f.result());
      result.put("changed", applied > 0 ? plan.changed() : changedAfterFailure(f, plan));
      result.put("failed", true);
      result.put("msg", f.getMessage());
      return new Outcome(Status.FAILED, result, diffs(plan, ctx), describe(plan), null, false);
    }
    result.put("changed", plan.changed());
    return new Outcome(
        status(plan), result, diffs(plan, ctx), describe(plan), plan.noChangeReason(), false);
  }

  /**
   * Changed when the plan has changes; skipped when the module says so ({@code script}'s
   * creates/removes); else ok.
   */
  private static Status status(Plan plan) {
    if (plan.changed()) {
      return Status.CHANGED;
    }
    return Boolean.TRUE.equals(plan.result().get("skipped")) ? Status.SKIPPED : Status.OK;
  }

  /**
   * Whether the host changed although the first change failed: as its failure says (a file that
   * could not be written changed nothing), else as planned (a command that ran and failed did).
   */
  private static boolean changedAfterFailure(ModuleFailure f, Plan plan) {
    return f.result().get("changed") instanceof Boolean b ? b : plan.changed();
  }

  static Outcome failed(ModuleFailure f) {
    Map<String, Object> result = new LinkedHashMap<>(f.result());
    result.put("changed", false);
    result.put("failed", true);
    result.put("msg", f.getMessage());
    return Outcome.of(Status.FAILED, result);
  }

  private static List<String> describe(Plan plan) {
    List<String> out = new ArrayList<>();
    plan.changes().forEach(c -> out.add(c.describe()));
    return out;
  }

  /** Drops arguments whose value is {@code omit}. */
  static Map<String, Object> withoutOmitted(Map<String, Object> args) {
    Map<String, Object> out = new LinkedHashMap<>();
    args.forEach(
        (k, v) -> {
          if (!Scopes.OMIT.equals(v)) {
            out.put(k, v);
          }
        });
    return out;
  }
}
