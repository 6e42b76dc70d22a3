package dev.play.engine;

import dev.play.connection.ConnectionException;
import dev.play.diff.Diff;
import dev.play.module.Args;
import dev.play.module.ModuleFailure;
import dev.play.module.RemoteModule;
import dev.play.output.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs a {@link RemoteModule} (Ansible's code on the host) once and reads its outcome from its
 * result, as Ansible does: {@code failed}, {@code skipped} (a module without check mode, in check
 * mode), {@code changed}; its {@code diff} for {@code --diff}. In check mode the module runs with
 * its own check mode, and the change it reports says that the prediction is the module's.
 */
final class RemoteInvoker {
  private RemoteInvoker() {}

  static Outcome invoke(RemoteModule module, Args args, TaskModuleContext ctx)
      throws ConnectionException {
    if (!ctx.checkMode()) {
      ctx.applying();
    }
    Map<String, Object> result;
    try {
      result = module.execute(args, ctx);
    } catch (ModuleFailure f) {
      return ModuleInvoker.failed(f);
    }
    Status status = status(result);
    if (ctx.checkMode() && status == Status.SKIPPED) {
      ctx.unforeseen(); // a module without check mode: what it would do is not known
    }
    // as Ansible's callback: a diff is shown for a changed result only
    List<Diff> diffs =
        ctx.diffMode() && status == Status.CHANGED ? diffs(result.get("diff")) : List.of();
    List<String> changes =
        status == Status.CHANGED ? List.of(change(module, ctx.checkMode())) : List.of();
    String unchanged =
        status == Status.OK ? module.fqcn() + " (Ansible's module code) reported no change" : null;
    return new Outcome(status, result, diffs, changes, unchanged, false);
  }

  /** The change a bridged module reports, in words that say where it comes from. */
  static String change(RemoteModule module, boolean check) {
    return check
        ? "predicted by "
            + module.fqcn()
            + "'s own check mode (Ansible's module code, not play's planner)"
        : "changed by " + module.fqcn() + " (Ansible's module code)";
  }

  private static Status status(Map<String, Object> result) {
    if (Boolean.TRUE.equals(result.get("failed"))) {
      return Status.FAILED;
    }
    if (Boolean.TRUE.equals(result.get("skipped"))) {
      return Status.SKIPPED;
    }
    return Boolean.TRUE.equals(result.get("changed")) ? Status.CHANGED : Status.OK;
  }

  /**
   * A module's {@code diff} (one or a list of before/after mappings) as Ansible's callback shows
   * it.
   */
  static List<Diff> diffs(Object diff) {
    List<Diff> out = new ArrayList<>();
    List<?> all = diff instanceof List<?> l ? l : diff == null ? List.of() : List.of(diff);
    for (Object d : all) {
      if (d instanceof Map<?, ?> m && m.containsKey("before") && m.containsKey("after")) {
        Diff one =
            new Diff(
                header("before", m.get("before_header")),
                header("after", m.get("after_header")),
                side(m.get("before")),
                side(m.get("after")));
        if (!one.isEmpty()) {
          out.add(one);
        }
      }
    }
    return out;
  }

  private static String header(String side, Object name) {
    return name == null ? side : side + ": " + name;
  }

  /**
   * A mapping is shown as indented JSON with sorted keys, as Ansible serializes one; null is empty.
   */
  private static String side(Object value) {
    if (value == null) {
      return "";
    }
    if (value instanceof Map<?, ?> m) {
      return dev.play.value.JsonWriter.indented(new java.util.TreeMap<>(m), 4) + "\n";
    }
    return String.valueOf(value);
  }
}
