package dev.play.module.commands;

import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * A {@link ModuleContext} for module tests: commands go to a {@link Connection} (a real host) or to
 * scripted answers; variables are a plain map ({@code evaluate} reads a dotted name); {@code test}
 * answers from a map of conditions. Every script run is recorded.
 */
public final class CommandTestContext implements dev.play.module.EarlierTasksContext {
  private final dev.play.vault.VaultContext vault = dev.play.vault.VaultContext.none();

  /**
   * A scripted host answer; {@code script} and {@code stdin} (exact) are checked when not null.
   * {@code unreachable}: the command's connection drops with this message. {@code reconnect}: the
   * answer to a {@link #reconnect} instead of a command, "ok" or the failure's message.
   */
  public record Answer(
      String script, String stdin, CommandResult result, String unreachable, String reconnect) {
    public Answer(String script, String stdin, CommandResult result) {
      this(script, stdin, result, null, null);
    }
  }

  private final Connection connection;
  private final Deque<Answer> answers;
  private final Map<String, Object> vars;
  private final Map<String, Boolean> conditions;
  private final List<String> scripts = new ArrayList<>();
  private final List<String> warnings = new ArrayList<>();
  private Path files;
  private boolean check;
  private final dev.play.module.EarlierTasks earlier = new dev.play.module.EarlierTasks();

  private CommandTestContext(
      Connection connection,
      List<Answer> answers,
      Map<String, Object> vars,
      Map<String, Boolean> conditions) {
    this.connection = connection;
    this.answers = new ArrayDeque<>(answers);
    this.vars = vars;
    this.conditions = conditions;
  }

  /** Commands run on {@code connection}. */
  public static CommandTestContext on(Connection connection) {
    return new CommandTestContext(connection, List.of(), Map.of(), Map.of());
  }

  /** Commands are answered, in order, by {@code answers}. */
  public static CommandTestContext scripted(
      List<Answer> answers, Map<String, Object> vars, Map<String, Boolean> conditions) {
    return new CommandTestContext(null, answers, vars, conditions);
  }

  /** Controller files for {@link #findFile}: names resolve under {@code dir}. */
  public CommandTestContext withFiles(Path dir) {
    this.files = dir;
    return this;
  }

  @Override
  public void warn(String message) {
    warnings.add(message);
  }

  /** The warnings the module gave, in order. */
  public List<String> warnings() {
    return warnings;
  }

  /** The module plans in check mode. */
  public CommandTestContext inCheckMode() {
    this.check = true;
    return this;
  }

  /**
   * What earlier tasks of the check run planned to create ({@code kind:name}, or a path), and the
   * latest earlier task whose effects check mode cannot foresee (null for none).
   */
  public CommandTestContext planning(
      java.util.Collection<String> resources, String unforeseenTask) {
    earlier.created(resources);
    earlier.unforeseen(unforeseenTask);
    return this;
  }

  @Override
  public boolean pathPlanned(String path) {
    return earlier.pathPlanned(path);
  }

  @Override
  public dev.play.module.EarlierTasks earlier() {
    return earlier;
  }

  /** Scripts run so far. */
  public List<String> scripts() {
    return List.copyOf(scripts);
  }

  /** Scripted answers not used yet. */
  public int unusedAnswers() {
    return answers.size();
  }

  @Override
  public String host() {
    return connection == null ? "scripted" : connection.host();
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
    return false;
  }

  @Override
  public boolean become() {
    return false;
  }

  @Override
  public CommandResult run(String script) throws ConnectionException {
    return run(script, null);
  }

  @Override
  public CommandResult run(String script, byte[] stdin) throws ConnectionException {
    scripts.add(script);
    if (connection != null) {
      return connection.exec(new Command(script, stdin, null));
    }
    Answer answer = answers.poll();
    if (answer == null || answer.reconnect() != null) {
      throw new AssertionError(
          "unexpected command ("
              + (answer == null ? "no scripted answer left" : "a reconnect was expected")
              + "):\n"
              + script);
    }
    if (answer.script() != null && !answer.script().equals(script)) {
      throw new AssertionError("expected script:\n" + answer.script() + "\nbut ran:\n" + script);
    }
    String given =
        stdin == null ? null : new String(stdin, java.nio.charset.StandardCharsets.UTF_8);
    if (answer.stdin() != null && !answer.stdin().equals(given)) {
      throw new AssertionError("expected stdin " + answer.stdin() + " but got " + given);
    }
    if (answer.unreachable() != null) {
      throw new ConnectionException(answer.unreachable());
    }
    return answer.result();
  }

  @Override
  public void reconnect(java.time.Duration connectTimeout) throws ConnectionException {
    scripts.add("<reconnect " + connectTimeout.toSeconds() + " s>");
    Answer answer = answers.poll();
    if (answer == null || answer.reconnect() == null) {
      throw new AssertionError("unexpected reconnect; next answer: " + answer);
    }
    if (!answer.reconnect().equals("ok")) {
      throw new ConnectionException(answer.reconnect());
    }
  }

  @Override
  public void put(byte[] data, String path) {
    throw new UnsupportedOperationException("put");
  }

  @Override
  public String render(String template, String origin) {
    return template;
  }

  @Override
  public Path findFile(String name, String subdir) {
    if (files == null) {
      throw new UnsupportedOperationException("findFile");
    }
    return files.resolve(name);
  }

  @Override
  public Object evaluate(String expression) {
    Object value = vars;
    for (String part : expression.split("\\.")) {
      if (!(value instanceof Map<?, ?> map) || !map.containsKey(part)) {
        throw new UndefinedVariableException(expression);
      }
      value = map.get(part);
    }
    return value;
  }

  @Override
  public boolean test(String condition) throws ModuleFailure {
    Boolean answer = conditions.get(condition);
    if (answer == null) {
      throw new ModuleFailure("test context has no answer for condition: " + condition);
    }
    return answer;
  }

  @Override
  public Scope vars() {
    return new Scope() {
      @Override
      public boolean contains(String name) {
        return vars.containsKey(name);
      }

      @Override
      public Object get(String name) {
        if (!vars.containsKey(name)) {
          throw new UndefinedVariableException(name);
        }
        return vars.get(name);
      }
    };
  }
}
