package dev.play.engine;

import dev.play.connection.Become;
import dev.play.error.Source;
import dev.play.module.Args;
import dev.play.playbook.Keywords;
import dev.play.playbook.RoleInstance;
import dev.play.secret.Secrets;
import dev.play.template.Templater;
import dev.play.vars.Scope;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Reads a task's effective keywords (become, check_mode, diff, ...) from its scope. */
final class TaskSettings {
  private static final java.util.regex.Pattern ENV_NAME =
      java.util.regex.Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

  private final Templater templater;
  private final RunOptions options;
  private final Secrets secrets;

  /** {@code secrets}: the run's values to mask, to which become passwords are added. */
  TaskSettings(Templater templater, RunOptions options, Secrets secrets) {
    this.templater = templater;
    this.options = options;
    this.secrets = secrets;
  }

  /** A keyword value templated and read as a boolean; {@code fallback} when unset. */
  boolean flag(Object raw, Scope scope, boolean fallback, String keyword) throws TaskFailure {
    if (raw == null) {
      return fallback;
    }
    Object v = templater.render(raw, scope);
    Boolean b = Args.toBool(v);
    if (b == null) {
      throw new TaskFailure("'" + keyword + "' must be a boolean, got '" + v + "'");
    }
    return b;
  }

  String text(Object raw, Scope scope) {
    return raw == null ? null : String.valueOf(templater.render(raw, scope));
  }

  /**
   * A keyword value templated and read as a whole number from {@code min} to {@code max}; null when
   * unset or empty.
   *
   * @throws TaskFailure "'KEYWORD' must be WHAT, got 'VALUE'" for anything else
   */
  Integer number(Object raw, Scope scope, String keyword, int min, int max, String what)
      throws TaskFailure {
    String text = text(raw, scope);
    if (text == null || text.isBlank()) {
      return null;
    }
    try {
      int n = Integer.parseInt(text.strip());
      if (n >= min && n <= max) {
        return n;
      }
    } catch (NumberFormatException e) {
      // the message below
    }
    throw new TaskFailure("'" + keyword + "' must be " + what + ", got '" + text + "'");
  }

  boolean check(Keywords kw, Scope scope) throws TaskFailure {
    return flag(kw.checkMode(), scope, options.check(), "check_mode");
  }

  boolean diff(Keywords kw, Scope scope) throws TaskFailure {
    return flag(kw.diff(), scope, options.diff(), "diff");
  }

  /**
   * Inventory variables ({@code ansible_become*}) win over keywords, which win over the command
   * line ({@code -b}, {@code --become-user}, {@code -K}), as in Ansible. {@code become_exe} and
   * {@code become_flags} come from {@code ansible_become_exe}/{@code ansible_become_flags} (or the
   * method's own {@code ansible_sudo_*}/{@code ansible_su_*}), else the keywords.
   */
  Become become(Keywords kw, Scope scope) throws TaskFailure {
    BecomeOptions cli = options.become();
    boolean on =
        scope.contains("ansible_become")
            ? flag(scope.get("ansible_become"), scope, false, "ansible_become")
            : flag(kw.become(), scope, cli.enabled(), "become");
    if (!on) {
      return null;
    }
    String user =
        var(scope, "ansible_become_user", orElse(text(kw.becomeUser(), scope), cli.user()));
    String method =
        var(scope, "ansible_become_method", orElse(text(kw.becomeMethod(), scope), cli.method()));
    String password =
        var(scope, "ansible_become_password", var(scope, "ansible_become_pass", cli.password()));
    secrets.register(password);
    String tool = method == null || method.isEmpty() ? "sudo" : method;
    String exe =
        pluginVar(scope, "exe", tool, orElse(text(kw.other("become_exe"), scope), cli.exe()));
    String flags =
        pluginVar(scope, "flags", tool, orElse(text(kw.other("become_flags"), scope), cli.flags()));
    return new Become(user, method, password, exe, flags == null ? null : words(flags));
  }

  /**
   * A become option's variable: {@code ansible_<tool>_<option>}, else {@code
   * ansible_become_<option>}, else {@code fallback}.
   */
  private static String pluginVar(Scope scope, String option, String tool, String fallback) {
    return var(
        scope, "ansible_" + tool + "_" + option, var(scope, "ansible_become_" + option, fallback));
  }

  private static List<String> words(String flags) throws TaskFailure {
    try {
      return dev.play.module.kit.ArgvQuote.split(flags);
    } catch (dev.play.module.ModuleFailure e) {
      throw new TaskFailure("'become_flags': " + e.getMessage());
    }
  }

  private static String orElse(String value, String fallback) {
    return value != null ? value : fallback;
  }

  private static String var(Scope scope, String name, String fallback) {
    return scope.contains(name) && scope.get(name) != null
        ? String.valueOf(scope.get(name))
        : fallback;
  }

  /**
   * {@code environment:} as {@code export NAME='value'; } lines put before each command (the values
   * never reach a command line of the controller).
   */
  Map<String, String> environment(Keywords kw, Scope scope) throws TaskFailure {
    Object raw = kw.other("environment");
    if (raw == null) {
      return Map.of();
    }
    Object env = templater.render(raw, scope);
    if (!(env instanceof Map<?, ?> map)) {
      throw new TaskFailure(
          "'environment' must be a mapping of variable names to values, got: " + env);
    }
    Map<String, String> out = new java.util.LinkedHashMap<>();
    for (Map.Entry<?, ?> e : map.entrySet()) {
      String name = String.valueOf(e.getKey());
      if (!ENV_NAME.matcher(name).matches()) {
        throw new TaskFailure("'environment': '" + name + "' is not a valid variable name");
      }
      out.put(name, e.getValue() == null ? "" : dev.play.expr.ValueFormat.str(e.getValue()));
    }
    return java.util.Collections.unmodifiableMap(out);
  }

  /** {@code export NAME='value'; } for each variable of {@code environment}, in order. */
  static String exports(Map<String, String> environment) {
    StringBuilder sb = new StringBuilder();
    environment.forEach(
        (name, value) ->
            sb.append("export ")
                .append(name)
                .append('=')
                .append(dev.play.value.Shell.quote(value))
                .append("; "));
    return sb.toString();
  }

  /**
   * Where {@code src} files and templates are looked for: roles (innermost first), task file, play.
   */
  static List<Path> searchDirs(Inherited inh, Path playDir) {
    List<Path> dirs = new ArrayList<>();
    List<RoleInstance> roles = inh.roles();
    for (int i = roles.size() - 1; i >= 0; i--) {
      dirs.add(roles.get(i).path());
    }
    Path taskFile =
        Source.UNKNOWN.equals(inh.where())
            ? null
            : Path.of(inh.where().file()).toAbsolutePath().getParent();
    if (taskFile != null && !dirs.contains(taskFile)) {
      dirs.add(taskFile);
    }
    if (!dirs.contains(playDir)) {
      dirs.add(playDir);
    }
    return dirs;
  }
}
