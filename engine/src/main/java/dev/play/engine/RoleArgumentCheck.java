package dev.play.engine;

import dev.play.output.Status;
import dev.play.output.TaskHeader;
import dev.play.playbook.LoadedRole;
import dev.play.playbook.RoleArgumentSpec;
import dev.play.playbook.RoleArguments;
import dev.play.playbook.RoleInstance;
import dev.play.vars.Scope;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Validates a role's variables against {@code meta/argument_specs.yml} before its tasks run, as the
 * task Ansible puts first in the role: under the role's conditions (skipped where they fail).
 */
final class RoleArgumentCheck {
  private final RunContext run;
  private final PlayFrame frame;
  private final TaskDispatch dispatch;
  private final Scopes scopes;

  RoleArgumentCheck(RunContext run, PlayFrame frame, TaskDispatch dispatch) {
    this.run = run;
    this.frame = frame;
    this.dispatch = dispatch;
    this.scopes = new Scopes(run);
  }

  void run(LoadedRole role, List<HostState> hosts, Inherited inh) {
    run(role.instance(), hosts, inh);
  }

  void run(RoleInstance role, List<HostState> hosts, Inherited inh) {
    RoleArgumentSpec spec = role.argumentSpec();
    if (spec == null || hosts.isEmpty()) {
      return;
    }
    TaskHeader header = new TaskHeader(TaskHeader.Kind.TASK, role.name(), spec.taskName());
    dispatch.runEach(hosts, header, h -> check(spec, h, inh));
  }

  private Outcome check(RoleArgumentSpec spec, HostState host, Inherited inh) {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("changed", false);
    List<String> problems;
    try {
      Scope scope = scopes.forTask(host, frame, inh, Map.of());
      String unmet = run.conditions().firstUnmet(inh, scope);
      if (unmet != null) {
        return TaskRunner.skipped(unmet);
      }
      Map<String, Object> values = new LinkedHashMap<>();
      for (String name : spec.options().keySet()) {
        if (scope.contains(name)) {
          values.put(name, scope.get(name));
        }
      }
      problems = RoleArguments.validate(spec, values);
    } catch (RuntimeException e) {
      problems = List.of(e.getMessage());
    }
    if (problems.isEmpty()) {
      r.put("msg", "The arg spec validation passed");
      return Outcome.of(Status.OK, r);
    }
    r.put("failed", true);
    r.put(
        "msg",
        "Validation of arguments failed for role '"
            + spec.role()
            + "' ("
            + spec.source()
            + "): "
            + String.join("; ", problems));
    r.put("argument_errors", problems);
    return Outcome.of(Status.FAILED, r);
  }
}
