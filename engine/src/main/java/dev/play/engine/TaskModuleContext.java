package dev.play.engine;

import dev.play.connection.Become;
import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.connection.ProbeRequest;
import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.expr.ExpressionException;
import dev.play.inventory.RunInventory;
import dev.play.lookup.SearchPath;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.template.Templater;
import dev.play.vars.OverlayScope;
import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import dev.play.vault.VaultContext;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/** The engine's {@link ModuleContext}: one task on one host. */
final class TaskModuleContext implements ModuleContext {
  /**
   * How a task reaches its host and what it may look at.
   *
   * @param task the task as a later task's assumption names it ({@link UnforeseenTask#label})
   */
  record Settings(
      boolean check,
      boolean diff,
      Become become,
      List<Path> searchDirs,
      Source where,
      String task,
      Map<String, String> environment,
      AsyncJob async,
      boolean noLog,
      int verbosity,
      java.util.function.Consumer<String> warnings) {}

  private final HostState host;
  private final HostConnection connection;
  private final Settings settings;
  private final Scope scope;
  private final Templater templater;
  private final Conditions conditions;
  private final RunInventory inventory;
  private final VaultContext vault;

  /** Set once the plan is applied: only then do commands run under {@code async}. */
  private volatile boolean applying;

  /** The current attempt's {@code timeout:}, or null. */
  private volatile TaskTimeout timeout;

  /** Check mode: what this task's prediction assumes ({@link #assume}), in the order said. */
  private final java.util.Set<String> assumptions =
      java.util.Collections.synchronizedSet(new java.util.LinkedHashSet<>());

  TaskModuleContext(
      HostState host,
      HostConnection connection,
      Settings settings,
      Scope scope,
      Templater templater,
      Conditions conditions,
      RunInventory inventory,
      VaultContext vault) {
    this.vault = vault;
    this.host = host;
    this.connection = connection;
    this.settings = settings;
    this.scope = scope;
    this.templater = templater;
    this.conditions = conditions;
    this.inventory = inventory;
  }

  @Override
  public String host() {
    return host.name();
  }

  @Override
  public VaultContext vault() {
    return vault;
  }

  @Override
  public void warn(String message) {
    settings.warnings().accept(message);
  }

  @Override
  public boolean checkMode() {
    return settings.check();
  }

  @Override
  public boolean diffMode() {
    return settings.diff();
  }

  @Override
  public Map<String, String> environment() {
    return settings.environment();
  }

  @Override
  public boolean noLog() {
    return settings.noLog();
  }

  @Override
  public int verbosity() {
    return settings.verbosity();
  }

  @Override
  public boolean become() {
    return settings.become() != null;
  }

  @Override
  public CommandResult run(String script) throws ConnectionException {
    return run(script, null);
  }

  @Override
  public CommandResult run(String script, byte[] stdin) throws ConnectionException {
    return OutputCut.whole(exec(script, stdin, false, ProbeRequest.NONE));
  }

  @Override
  public CommandResult runMayCut(String script, byte[] stdin) throws ConnectionException {
    return exec(script, stdin, false, ProbeRequest.NONE);
  }

  @Override
  public CommandResult probe(String script) throws ConnectionException {
    return OutputCut.whole(exec(script, null, true, ProbeRequest.NONE));
  }

  @Override
  public CommandResult probe(String script, ProbeRequest request) throws ConnectionException {
    return OutputCut.whole(exec(script, null, true, request));
  }

  /**
   * Runs {@code script} with the task's environment, under {@code async} once applying, and under
   * the attempt's {@code timeout} (wrapped commands are not probes: their output is not read
   * ahead). A probe run with the task's environment stats its files itself: a batch's one {@code
   * stat} runs in the persistent shell's environment ({@code TZ} decides the times it prints).
   */
  private CommandResult exec(String script, byte[] stdin, boolean probe, ProbeRequest request)
      throws ConnectionException {
    TaskTimeout limit = timeout;
    if (limit != null && limit.passed()) {
      return new CommandResult(AsyncJob.TIMED_OUT, "", "not started: the task's time is up");
    }
    String full = TaskSettings.exports(settings.environment()) + script;
    boolean wrap = settings.async() != null && applying;
    String what = wrap ? settings.async().wrap(full) : full;
    if (limit != null) {
      what = limit.wrap(what);
    }
    boolean asProbe = probe && !wrap && limit == null;
    ProbeRequest asked =
        !asProbe ? ProbeRequest.NONE : full.equals(script) ? request : request.withoutStats();
    Command command = new Command(what, stdin, settings.become(), asProbe, asked);
    return connection.get().exec(limit == null ? command : command.withWait(limit.answerWait()));
  }

  @Override
  public CommandResult serve(String server, String request, byte[] stdin)
      throws ConnectionException {
    boolean ownProcess = (settings.async() != null && applying) || timeout != null;
    return ownProcess
        ? null
        : OutputCut.whole(connection.get().serve(server, request, stdin, settings.become()));
  }

  /** The next attempt runs under {@code limit} ({@code timeout:}), or without a limit when null. */
  void limit(TaskTimeout limit) {
    this.timeout = limit;
  }

  /** The run's clock of changes, which applying a plan moves. */
  MutationClock clock() {
    return connection.clock();
  }

  @Override
  public void reconnect(Duration connectTimeout) throws ConnectionException {
    connection.reopen(connectTimeout);
  }

  @Override
  public void put(byte[] data, String path) throws ConnectionException {
    connection.get().put(data, path);
  }

  @Override
  public String render(String template, String origin) throws ModuleFailure {
    return render(template, origin, dev.play.jinja.TemplateLoader.NONE);
  }

  @Override
  public String render(String template, String origin, dev.play.jinja.TemplateLoader includes)
      throws ModuleFailure {
    return render(template, origin, includes, scope);
  }

  @Override
  public String renderFile(
      String template, String path, Path file, String dest, dev.play.jinja.TemplateLoader includes)
      throws ModuleFailure {
    try {
      return render(
          template, path, includes, new OverlayScope(templater.fileVars(path, file, dest), scope));
    } catch (IllegalArgumentException e) {
      throw new ModuleFailure(e.getMessage());
    }
  }

  private String render(
      String template, String origin, dev.play.jinja.TemplateLoader includes, Scope scope)
      throws ModuleFailure {
    try {
      return templater.renderText(template, scope, origin, includes, settings.where());
    } catch (UndefinedVariableException e) {
      throw new ModuleFailure(origin + ": " + e.getMessage());
    } catch (PlayError e) {
      throw new ModuleFailure(e.render());
    }
  }

  @Override
  public Path findFile(String name, String subdir) throws ModuleFailure {
    SearchPath path = new SearchPath(settings.searchDirs());
    List<Path> tried = path.candidates(name, subdir);
    return path.find(name, subdir)
        .orElseThrow(
            () ->
                new ModuleFailure(
                    "could not find '" + name + "'" + (tried.size() > 1 ? " in " + tried : "")));
  }

  @Override
  public Object evaluate(String expression) throws ModuleFailure {
    try {
      return conditions.evaluate(expression, settings.where(), scope);
    } catch (ExpressionException | PlayError e) {
      throw failure(e);
    }
  }

  @Override
  public boolean test(String condition) throws ModuleFailure {
    try {
      return conditions.test(condition, settings.where(), scope);
    } catch (ExpressionException | PlayError e) {
      throw failure(e);
    }
  }

  private static ModuleFailure failure(RuntimeException e) {
    return new ModuleFailure(e instanceof PlayError p ? p.render() : e.getMessage());
  }

  @Override
  public dev.play.module.HostSession session() throws ConnectionException {
    if (connection.get() instanceof ObservedConnection observed) {
      return observed.session(settings.become());
    }
    return ModuleContext.super.session();
  }

  @Override
  public Scope vars() {
    return scope;
  }

  @Override
  public RunInventory inventory() {
    return inventory;
  }

  @Override
  public boolean directoryPlanned(String path) {
    return host.directoryPlanned(path);
  }

  @Override
  public boolean planned(String resource) {
    return host.pathPlanned(resource);
  }

  @Override
  public java.util.Optional<dev.play.module.PlannedFile> plannedFile(String path) {
    return host.plannedWrite(path);
  }

  @Override
  public boolean pathPlanned(String path) {
    return host.pathPlanned(path);
  }

  /** The plan is being applied from now on (facts commands ran before). */
  void applying() {
    applying = true;
  }

  /**
   * Check mode: what this plan would create stays visible to later tasks on the host; a plan whose
   * effects cannot be foreseen (a command not run, a module without check mode) is remembered so
   * that a later prediction resting on it says so.
   */
  void planned(dev.play.module.Plan plan) {
    plan.changes()
        .forEach(
            c -> {
              c.writes().ifPresent(host::planWrite);
              host.planDirectories(c.createsDirectories());
              host.planFiles(c.createsFiles());
              host.planFiles(c.creates());
            });
    if (UnforeseenTask.is(plan)) {
      unforeseen();
    }
  }

  /** Check mode: this task ran nothing whose effects play can foresee. */
  void unforeseen() {
    host.unforeseen(settings.task());
  }

  @Override
  public java.util.Optional<String> unforeseenEarlier() {
    return java.util.Optional.ofNullable(host.unforeseen());
  }

  @Override
  public void assume(String why) {
    assumptions.add(why);
  }

  /** What this task's prediction assumes, in the order said. */
  List<String> assumptions() {
    synchronized (assumptions) {
      return List.copyOf(assumptions);
    }
  }
}
