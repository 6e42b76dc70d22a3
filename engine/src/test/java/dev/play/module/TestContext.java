package dev.play.module;

import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import dev.play.vars.Scope;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A module context for tests: runs on a {@link Connection} (a real {@code LocalConnection}, or
 * canned facts), finds controller files under {@code files}, renders {@code {{ name }}} from {@code
 * vars} only, and records the scripts it ran and the warnings it was given.
 */
public final class TestContext implements EarlierTasksContext {
  private final dev.play.vault.VaultContext vault = dev.play.vault.VaultContext.none();
  private final Connection connection;
  private final Path files;
  private final Map<String, String> vars;
  private final boolean check;
  private final boolean diff;
  private final List<String> scripts = new ArrayList<>();
  private final List<String> warnings = new ArrayList<>();
  private final EarlierTasks earlier = new EarlierTasks();

  public TestContext(
      Connection connection, Path files, Map<String, String> vars, boolean check, boolean diff) {
    this.connection = connection;
    this.files = files;
    this.vars = vars;
    this.check = check;
    this.diff = diff;
  }

  /**
   * What earlier tasks of the run planned to create (check mode), as {@code kind:name}; this
   * context.
   */
  public TestContext planning(java.util.Collection<String> resources) {
    earlier.created(resources);
    return this;
  }

  /** The latest earlier task of the check run whose effects cannot be foreseen; this context. */
  public TestContext unforeseen(String task) {
    earlier.unforeseen(task);
    return this;
  }

  /** A planned entry that is a path is a directory an earlier task creates, with its parents. */
  @Override
  public boolean directoryPlanned(String path) {
    return earlier.pathPlanned(path);
  }

  @Override
  public EarlierTasks earlier() {
    return earlier;
  }

  public List<String> scripts() {
    return scripts;
  }

  /** The warnings the module gave, in order. */
  public List<String> warnings() {
    return warnings;
  }

  @Override
  public void warn(String message) {
    warnings.add(message);
  }

  /** Plans, then applies unless in check mode, as the engine does; returns the plan. */
  public Plan execute(Module m, Map<String, Object> args)
      throws ModuleFailure, ConnectionException {
    Plan plan = m.plan(m.bind(args), this);
    if (!check) {
      for (Change c : plan.changes()) {
        c.apply(this);
      }
    }
    return plan;
  }

  @Override
  public String host() {
    return connection.host();
  }

  /**
   * No vault secrets: a vaulted source is an error saying none was given; what it opens would be
   * masked in this context alone.
   */
  @Override
  public dev.play.vault.VaultContext vault() {
    return vault;
  }

  @Override
  public boolean checkMode() {
    return check;
  }

  @Override
  public boolean diffMode() {
    return diff;
  }

  @Override
  public boolean become() {
    return false;
  }

  @Override
  public CommandResult run(String script) throws ConnectionException {
    scripts.add(script);
    return connection.exec(Command.of(script));
  }

  @Override
  public CommandResult run(String script, byte[] stdin) throws ConnectionException {
    scripts.add(script);
    return connection.exec(new Command(script, stdin, null));
  }

  @Override
  public void put(byte[] data, String path) throws ConnectionException {
    connection.put(data, path);
  }

  @Override
  public String render(String template, String origin) {
    String out = template;
    for (Map.Entry<String, String> e : vars.entrySet()) {
      out = out.replace("{{ " + e.getKey() + " }}", e.getValue());
    }
    return out;
  }

  @Override
  public Path findFile(String name, String subdir) throws ModuleFailure {
    Path p = files.resolve(name);
    if (!p.toFile().exists()) {
      throw new ModuleFailure("could not find " + name + " in " + subdir);
    }
    return p;
  }

  @Override
  public Object evaluate(String expression) {
    throw new UnsupportedOperationException();
  }

  @Override
  public boolean test(String condition) {
    throw new UnsupportedOperationException();
  }

  @Override
  public Scope vars() {
    throw new UnsupportedOperationException();
  }
}
