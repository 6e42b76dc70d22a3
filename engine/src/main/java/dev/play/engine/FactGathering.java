package dev.play.engine;

import dev.play.connection.CommandResult;
import dev.play.connection.Command;
import dev.play.connection.ConnectionException;
import dev.play.facts.SystemFacts;
import dev.play.output.Status;
import dev.play.output.TaskHeader;
import dev.play.playbook.Keywords;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** "Gathering Facts": one command per host, run once per host per run (facts are kept). */
final class FactGathering {
  private final RunContext run;
  private final PlayFrame frame;
  private final TaskDispatch dispatch;
  private final Scopes scopes;

  FactGathering(RunContext run, PlayFrame frame, TaskDispatch dispatch) {
    this.run = run;
    this.frame = frame;
    this.dispatch = dispatch;
    this.scopes = new Scopes(run);
  }

  void gather(List<HostState> hosts) {
    List<HostState> missing = hosts.stream().filter(h -> h.active() && !h.factsGathered()).toList();
    if (missing.isEmpty()) {
      return;
    }
    dispatch.runEach(missing, new TaskHeader(TaskHeader.Kind.FACTS, null, "Gathering Facts"), this::gatherOne);
  }

  private Outcome gatherOne(HostState host) {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("changed", false);
    try {
      var scope = scopes.forTask(host, frame, Inherited.root(Keywords.NONE), Map.of());
      CommandResult res = run.connections().get(host.name(), scope).exec(Command.of(SystemFacts.COMMAND));
      if (!res.ok()) {
        r.put("failed", true);
        r.put("msg", "fact gathering failed: " + res.stderr().strip());
        return Outcome.of(Status.FAILED, r);
      }
      host.factsGathered(SystemFacts.parse(res.stdout()));
      return Outcome.of(Status.OK, r);
    } catch (ConnectionException e) {
      run.connections().discard(host.name());
      r.put("unreachable", true);
      r.put("msg", e.getMessage());
      return Outcome.of(Status.UNREACHABLE, r);
    }
  }
}
