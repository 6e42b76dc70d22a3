package dev.play.engine;

import dev.play.connection.ConnectionException;
import dev.play.error.PlayError;
import dev.play.expr.ExpressionException;
import dev.play.module.Module;
import dev.play.output.HostResult;
import dev.play.output.Status;
import dev.play.output.TaskHeader;
import dev.play.playbook.Keywords;
import dev.play.playbook.Task;
import dev.play.template.VariableCycleException;
import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Runs one task on one host: conditions, loop items, the module, result rules, register. */
final class TaskRunner {
  /**
   * What one host did: the final outcome and the events to report, in order.
   *
   * @param facts the facts of the outcome, or of each loop item's result, in order, with the host
   *     that receives them: the task host, or the delegated one ({@link DelegatedFacts}); read
   *     before {@code no_log} hides the result, so hidden facts are still set
   */
  record HostRun(HostState host, Outcome outcome, List<HostResult> events, List<Facts> facts) {
    HostRun {
      events = List.copyOf(events);
      facts = List.copyOf(facts);
    }
  }

  /**
   * The {@code ansible_facts} of one result (empty when it has none or failed) and the host they go
   * to; {@code cacheable}: a {@code set_fact} with {@code cacheable: true}.
   */
  record Facts(String host, Map<String, Object> values, boolean cacheable) {}

  private final RunContext run;
  private final Scopes scopes;
  private final TaskSettings settings;
  private final DelegatedFacts delegatedFacts;
  private final ProbeAhead ahead;
  private final ConnectionKeywords connectionKeywords;

  TaskRunner(RunContext run, Scopes scopes) {
    this.run = run;
    this.scopes = scopes;
    this.settings = new TaskSettings(run.templater(), run.options(), run.session().secrets());
    this.delegatedFacts = new DelegatedFacts(settings);
    this.ahead = new ProbeAhead(this);
    this.connectionKeywords = new ConnectionKeywords(settings);
  }

  HostRun run(Task task, HostState host, PlayFrame frame, Inherited inh, TaskHeader header) {
    return run(task, List.of(), host, frame, inh, header);
  }

  /**
   * {@code coming}: the tasks after this one in its list, whose probes may be read ahead with its
   * own.
   */
  HostRun run(
      Task task,
      List<ProbeAhead.Coming> coming,
      HostState host,
      PlayFrame frame,
      Inherited inh,
      TaskHeader header) {
    List<HostResult> events = new ArrayList<>();
    List<Facts> facts = new ArrayList<>();
    Outcome outcome;
    try {
      outcome =
          task.keywords().hasLoop()
              ? loop(task, host, frame, inh, header, events, facts)
              : factsTo(
                  task,
                  host,
                  frame,
                  inh,
                  Map.of(),
                  once(task, host, frame, inh, Map.of(), coming),
                  facts);
    } catch (TaskFailure
        | UndefinedVariableException
        | VariableCycleException
        | ExpressionException
        | PlayError e) {
      outcome = failure(task, e);
    }
    outcome = afterwards(task, host, inh, frame, outcome);
    events.add(event(host, header, outcome, null, task.keywords().hasLoop()));
    return new HostRun(host, outcome, events, facts);
  }

  private Outcome once(
      Task task, HostState host, PlayFrame frame, Inherited inh, Map<String, Object> loopVars)
      throws TaskFailure {
    return once(task, host, frame, inh, loopVars, null);
  }

  /** {@code coming}: null for a loop item, else the tasks whose probes may be read ahead. */
  private Outcome once(
      Task task,
      HostState host,
      PlayFrame frame,
      Inherited inh,
      Map<String, Object> loopVars,
      List<ProbeAhead.Coming> coming)
      throws TaskFailure {
    Scope scope = scopes.forTask(host, frame, inh, loopVars);
    String unmet = run.conditions().firstUnmet(inh, scope);
    if (unmet != null) {
      return skipped(unmet);
    }
    OwnConnection own = new OwnConnection(() -> connection(host, frame, inh, null, scope));
    if (coming != null) {
      ahead.before(task, inh, coming, host, frame, own);
    }
    try {
      return new Attempts(this, task, host, frame, inh, scope, own).run();
    } catch (dev.play.connection.become.BecomeException | OutputCut e) {
      throw new TaskFailure(e.getMessage());
    } catch (ConnectionException e) {
      run.connections().discard(host.name());
      return unreachable(e);
    }
  }

  private Outcome loop(
      Task task,
      HostState host,
      PlayFrame frame,
      Inherited inh,
      TaskHeader header,
      List<HostResult> events,
      List<Facts> facts)
      throws TaskFailure {
    Keywords kw = task.keywords();
    Scope scope = scopes.forTask(host, frame, inh, Map.of());
    List<Object> items;
    try {
      items = LoopItems.items(task, run.templater(), scopes.lookups(frame, inh, scope));
    } catch (UndefinedVariableException e) {
      return skipped(UndefinedLoop.unmetCondition(run.conditions(), inh, scope, e));
    }
    List<Object> results = new ArrayList<>();
    List<Outcome> outcomes = new ArrayList<>();
    boolean carries = carriesFacts(task, inh, frame);
    Map<String, Object> carried = new LinkedHashMap<>();
    for (int i = 0; i < items.size(); i++) {
      Map<String, Object> loopVars = new LinkedHashMap<>(carried);
      loopVars.putAll(loopVars(kw, items, i));
      Outcome item =
          factsTo(
              task,
              host,
              frame,
              inh,
              loopVars,
              onceForItem(task, host, frame, inh, loopVars),
              facts);
      Facts given = facts.get(facts.size() - 1);
      if (carries && given.host().equals(host.name())) {
        carried.putAll(given.values());
      }
      Map<String, Object> r = new LinkedHashMap<>(item.result());
      r.put(kw.loopControl().loopVar(), items.get(i));
      r.put("ansible_loop_var", kw.loopControl().loopVar());
      item = item.withResult(item.status(), r);
      // register keeps each item's result as it is (Ansible hides no_log results only where they
      // are shown)
      results.add(item.settled());
      item = noLog(inh, host, frame, loopVars, item);
      outcomes.add(item);
      events.add(
          event(host, header, item, label(task, host, frame, inh, loopVars, items.get(i)), false));
      if (item.status() == Status.UNREACHABLE) {
        break;
      }
    }
    return LoopSummary.of(outcomes, results);
  }

  /**
   * Whether the variables a loop item of {@code task} sets are seen by the items after it: {@code
   * set_fact} and {@code include_vars}, whose values Ansible puts in the task's variables as each
   * item ends ({@code regular_users: "{{ regular_users | default([]) + [item] }}"} adds up).
   */
  private boolean carriesFacts(Task task, Inherited inh, PlayFrame frame) {
    return run.module(task, inh, frame)
        .map(m -> m.name().equals("set_fact") || m.name().equals("include_vars"))
        .orElse(false);
  }

  /** One loop item; a bad variable or expression fails this item only, as in Ansible. */
  private Outcome onceForItem(
      Task task, HostState host, PlayFrame frame, Inherited inh, Map<String, Object> loopVars) {
    try {
      return once(task, host, frame, inh, loopVars);
    } catch (TaskFailure
        | UndefinedVariableException
        | VariableCycleException
        | ExpressionException
        | PlayError e) {
      return failure(task, e);
    }
  }

  /**
   * Adds to {@code facts} {@code o}'s facts and the host that receives them; a bad delegate_facts
   * fails it.
   */
  private Outcome factsTo(
      Task task,
      HostState host,
      PlayFrame frame,
      Inherited inh,
      Map<String, Object> loopVars,
      Outcome o,
      List<Facts> facts) {
    try {
      String receiver =
          delegatedFacts.receiver(
              inh, host.name(), () -> scopes.forTask(host, frame, inh, loopVars), o);
      facts.add(new Facts(receiver, factsOf(o), o.result().containsKey(Module.FACTS_CACHEABLE)));
      return withoutCacheableMark(o);
    } catch (TaskFailure
        | UndefinedVariableException
        | VariableCycleException
        | ExpressionException
        | PlayError e) {
      facts.add(new Facts(host.name(), Map.of(), false));
      return failure(task, e);
    }
  }

  /** {@code o} without set_fact's internal mark, which Ansible shows nowhere (nor registers). */
  private static Outcome withoutCacheableMark(Outcome o) {
    if (!o.result().containsKey(Module.FACTS_CACHEABLE)) {
      return o;
    }
    Map<String, Object> r = new LinkedHashMap<>(o.result());
    r.remove(Module.FACTS_CACHEABLE);
    return o.withResult(o.status(), r);
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> factsOf(Outcome o) {
    boolean failed = o.status() == Status.FAILED || Boolean.TRUE.equals(o.result().get("failed"));
    return !failed && o.result().get("ansible_facts") instanceof Map<?, ?> f
        ? (Map<String, Object>) f
        : Map.of();
  }

  private Map<String, Object> loopVars(Keywords kw, List<Object> items, int i) {
    Map<String, Object> vars = new LinkedHashMap<>();
    vars.put(kw.loopControl().loopVar(), items.get(i));
    vars.put("ansible_loop_var", kw.loopControl().loopVar());
    vars.put("ansible_loop", LoopItems.loopInfo(items, i));
    if (kw.loopControl().indexVar() != null) {
      vars.put(kw.loopControl().indexVar(), i);
    }
    return vars;
  }

  /**
   * How a loop item is named in output: {@code loop_control.label} rendered, the item, or None
   * under no_log.
   */
  String label(
      Task task,
      HostState host,
      PlayFrame frame,
      Inherited inh,
      Map<String, Object> loopVars,
      Object item) {
    if (isNoLog(inh, host, frame, loopVars)) {
      return "None";
    }
    String template = task.keywords().loopControl().label();
    try {
      Object v =
          template == null
              ? item
              : run.templater().render(template, scopes.forTask(host, frame, inh, loopVars));
      return ValueText.of(v);
    } catch (RuntimeException e) {
      return ValueText.of(item);
    }
  }

  private Outcome afterwards(Task task, HostState host, Inherited inh, PlayFrame frame, Outcome o) {
    if (o.status() == Status.FAILED && !o.ignored() && ignoreErrors(host, frame, inh)) {
      o = o.withIgnored();
    }
    if (task.keywords().register() != null) {
      host.setVar(task.keywords().register(), o.registered());
    }
    // a loop's items are hidden one by one (with their loop variables); its result as a whole too,
    // so that, as in Ansible, it is reported as one result without its items
    return noLog(inh, host, frame, Map.of(), o);
  }

  private boolean ignoreErrors(HostState host, PlayFrame frame, Inherited inh) {
    try {
      return settings.flag(
          inh.scalars().ignoreErrors(),
          scopes.forTask(host, frame, inh, Map.of()),
          false,
          "ignore_errors");
    } catch (TaskFailure | RuntimeException e) {
      return false;
    }
  }

  private Outcome noLog(
      Inherited inh, HostState host, PlayFrame frame, Map<String, Object> loopVars, Outcome o) {
    return isNoLog(inh, host, frame, loopVars) ? Censor.apply(o) : o;
  }

  private boolean isNoLog(
      Inherited inh, HostState host, PlayFrame frame, Map<String, Object> loopVars) {
    if (inh.scalars().noLog() == null) {
      return false;
    }
    try {
      return settings.flag(
          inh.scalars().noLog(), scopes.forTask(host, frame, inh, loopVars), false, "no_log");
    } catch (TaskFailure | RuntimeException e) {
      return true;
    }
  }

  /**
   * What is reported of {@code o}: its result without internal keys, shown as they say (debug and
   * assert always, fact gathering never with -v) and labelled with the host it was delegated to.
   */
  HostResult event(HostState host, TaskHeader header, Outcome o, String item, boolean loopSummary) {
    return new HostResult(
        host.name(),
        header,
        o.status(),
        item,
        InternalKeys.strip(o.result()),
        o.diffs(),
        o.changes(),
        o.noChangeReason(),
        o.ignored(),
        loopSummary,
        InternalKeys.display(o.result()),
        InternalKeys.delegate(o.result()),
        o.assumed());
  }

  // --- pieces used by Attempts -------------------------------------------------------------

  RunContext context() {
    return run;
  }

  TaskSettings settings() {
    return settings;
  }

  Scopes scopes() {
    return scopes;
  }

  Module module(Task task, Inherited inh, PlayFrame frame) throws TaskFailure {
    return run.module(task, inh, frame)
        .orElseThrow(() -> new TaskFailure(run.unresolved(task, inh, frame.play().baseDir())));
  }

  /**
   * The way to the host a task in {@code inh} runs on: its own, or {@code delegate}'s with that
   * host's variables (and the play's and task's), the connection keywords below them.
   */
  HostConnection connection(
      HostState host, PlayFrame frame, Inherited inh, String delegate, Scope scope)
      throws TaskFailure {
    if (delegate == null || delegate.equals(host.name())) {
      return new HostConnection(
          run.connections(), host.name(), connectionKeywords.own(inh.scalars(), scope));
    }
    Scope targetScope = scopes.forDelegate(run.host(delegate), frame, inh.withHostVars(Map.of()));
    return new HostConnection(
        run.connections(),
        delegate,
        connectionKeywords.delegated(inh.scalars(), scope, delegate, targetScope));
  }

  static Outcome skipped(String condition) {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("changed", false);
    r.put("skipped", true);
    r.put("skip_reason", "Conditional result was False");
    r.put("false_condition", condition);
    return Outcome.of(Status.SKIPPED, r);
  }

  private static Outcome unreachable(ConnectionException e) {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("changed", false);
    r.put("unreachable", true);
    r.put("msg", e.getMessage());
    return Outcome.of(Status.UNREACHABLE, r);
  }

  private static Outcome failure(Task task, Exception e) {
    String where = " in task '" + task.displayName() + "' at " + task.source();
    String msg =
        switch (e) {
          case TaskFailure t when t.isLocated() -> t.getMessage();
          case UndefinedVariableException u -> "undefined variable '" + u.variable() + "'" + where;
          case PlayError p -> p.render();
          default -> e.getMessage() + where;
        };
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("changed", false);
    r.put("failed", true);
    r.put("msg", msg);
    return Outcome.of(Status.FAILED, r);
  }
}
