package dev.play.engine;

import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.facts.FactSubset;
import dev.play.facts.SystemFacts;
import dev.play.output.Status;
import dev.play.output.TaskHeader;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * "Gathering Facts": one command per host for the play's {@code gather_subset}. Facts are kept for
 * the run: a later play gathers only the subsets not gathered yet, and none on a host whose facts
 * were gathered already, in this run or (by the fact cache) in an earlier one, when {@code
 * gathering} is {@code smart}.
 */
final class FactGathering {
  private final RunContext run;
  private final PlayFrame frame;
  private final TaskDispatch dispatch;
  private final Scopes scopes;
  private final TaskSettings settings;
  private final ConnectionKeywords connectionKeywords;

  FactGathering(RunContext run, PlayFrame frame, TaskDispatch dispatch) {
    this.run = run;
    this.frame = frame;
    this.dispatch = dispatch;
    this.scopes = new Scopes(run);
    this.settings = new TaskSettings(run.templater(), run.options(), run.session().secrets());
    this.connectionKeywords = new ConnectionKeywords(settings);
  }

  void gather(List<HostState> hosts) {
    Set<FactSubset> wanted;
    GatherDefaults defaults;
    try {
      defaults = GatherDefaults.of(run, frame, hosts);
      wanted = FactSubset.parse(defaults.subset());
    } catch (IllegalArgumentException e) {
      String msg = e.getMessage() + " (play at " + frame.play().source() + ")";
      dispatch.runEach(
          hosts.stream().filter(HostState::active).toList(), header(), h -> Outcome.failed(msg));
      return;
    }
    boolean smart = run.options().gathering() == Gathering.SMART;
    List<HostState> missing =
        hosts.stream()
            .filter(h -> h.active() && (smart ? !h.anyFactsGathered() : !h.factsGathered(wanted)))
            .toList();
    if (!missing.isEmpty()) {
      dispatch.runEach(missing, header(), h -> gatherOne(h, h.missingSubsets(wanted), defaults));
    }
  }

  /** {@code gather_timeout} in seconds (null: Ansible's 10). */
  private static int gatherTimeout(String text) throws TaskFailure {
    if (text == null) {
      return SystemFacts.DEFAULT_GATHER_TIMEOUT;
    }
    try {
      return Integer.parseInt(text.strip());
    } catch (NumberFormatException e) {
      throw new TaskFailure("gather_timeout must be a whole number of seconds, got '" + text + "'");
    }
  }

  private static TaskHeader header() {
    return new TaskHeader(TaskHeader.Kind.FACTS, null, "Gathering Facts");
  }

  /**
   * {@code defaults}: the {@code fact_path} and {@code gather_timeout} of the play's
   * module_defaults, used when the play has none.
   */
  private Outcome gatherOne(HostState host, Set<FactSubset> subsets, GatherDefaults defaults) {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("changed", false);
    try {
      Inherited play = Inherited.root(frame.play().keywords());
      var vars = scopes.forTask(host, frame, play, Map.of());
      var scope = connectionKeywords.own(play.scalars(), vars);
      Object raw = frame.play().keywords().other("fact_path");
      String factPath =
          raw != null
              ? settings.text(raw, vars)
              : defaults.factPath() == null ? null : String.valueOf(defaults.factPath());
      Object rawTimeout = frame.play().keywords().other("gather_timeout");
      int timeout =
          gatherTimeout(
              rawTimeout != null
                  ? settings.text(rawTimeout, vars)
                  : defaults.timeout() == null ? null : String.valueOf(defaults.timeout()));
      CommandResult res =
          run.connections()
              .get(host.name(), scope)
              .exec(Command.of(SystemFacts.script(subsets, factPath, timeout)));
      if (!res.ok()) {
        return Outcome.failed("fact gathering failed: " + res.stderr().strip());
      }
      if (res.wasCut()) {
        return Outcome.failed("fact gathering failed: " + OutputCut.message(res));
      }
      Map<String, Object> facts = SystemFacts.read(res.stdout(), subsets);
      List<String> warnings = SystemFacts.warnings(facts);
      if (!warnings.isEmpty()) {
        r.put("warnings", warnings);
      }
      host.factsGathered(facts, subsets);
      r.put(
          InternalKeys.VERBOSE_OVERRIDE,
          true); // as Ansible's gather_facts: no facts on the screen with -v
      return Outcome.of(Status.OK, r);
    } catch (TaskFailure | dev.play.vars.UndefinedVariableException | SystemFacts.Unreadable e) {
      return Outcome.failed(e.getMessage());
    } catch (ConnectionException e) {
      run.connections().discard(host.name());
      r.put("unreachable", true);
      r.put("msg", e.getMessage());
      return Outcome.of(Status.UNREACHABLE, r);
    }
  }
}
