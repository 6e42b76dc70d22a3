package dev.play.engine;

import dev.play.inventory.Inventory;
import dev.play.playbook.ConnectionNames;
import dev.play.playbook.Keywords;
import dev.play.vars.FallbackScope;
import dev.play.vars.Scope;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A task's connection keywords ({@code connection}, {@code remote_user}, {@code port}; the
 * innermost of task, block, role and play) as Ansible's PlayContext applies them: templated, and
 * below every variable of the host the task reaches, so that {@code ansible_connection}, {@code
 * ansible_user} ({@code ansible_ssh_user}) and {@code ansible_port} ({@code ansible_ssh_port}) win
 * over them, while they win over the command line ({@code -c}, {@code -u}) and ansible.cfg.
 *
 * <p>A delegated task reaches the delegated host with that host's variables. When it has no {@code
 * ansible_connection}, Ansible 2.14 connects locally to a delegated host whose name and address are
 * localhost's, and over SSH to any other even if the task says {@code connection: local}.
 */
final class ConnectionKeywords {
  static final String CONNECTION = "connection";
  static final String REMOTE_USER = "remote_user";
  static final String PORT = "port";

  private final TaskSettings settings;

  ConnectionKeywords(TaskSettings settings) {
    this.settings = settings;
  }

  /** {@code vars} (of the task's own host) with the keywords of {@code kw} below them. */
  Scope own(Keywords kw, Scope vars) throws TaskFailure {
    Map<String, Object> below = users(kw, vars);
    String connection = connection(kw, vars);
    if (connection != null) {
      below.put("ansible_connection", connection);
    }
    return below.isEmpty() ? vars : new FallbackScope(vars, below);
  }

  /**
   * {@code delegateVars} (of {@code delegate}, the host the task is delegated to) with the keywords
   * of {@code kw} below them; {@code taskVars} are the task's own, in which the keywords are
   * templated.
   */
  Scope delegated(Keywords kw, Scope taskVars, String delegate, Scope delegateVars)
      throws TaskFailure {
    Map<String, Object> below = users(kw, taskVars);
    if (!delegateVars.contains("ansible_connection")) {
      String connection = connection(kw, taskVars);
      if (isLocalhost(delegate, delegateVars)) {
        below.put("ansible_connection", "local");
      } else if (connection != null && ConnectionNames.LOCAL.contains(connection)) {
        below.put("ansible_connection", "ssh");
      } else if (connection != null) {
        below.put("ansible_connection", connection);
      }
    }
    return below.isEmpty() ? delegateVars : new FallbackScope(delegateVars, below);
  }

  /** Whether a delegated host's name and address are both localhost's (Ansible's C.LOCALHOST). */
  private static boolean isLocalhost(String delegate, Scope vars) {
    Object address = vars.contains("ansible_host") ? vars.get("ansible_host") : delegate;
    return Inventory.LOCALHOST_NAMES.contains(delegate)
        && Inventory.LOCALHOST_NAMES.contains(String.valueOf(address));
  }

  private Map<String, Object> users(Keywords kw, Scope vars) throws TaskFailure {
    Map<String, Object> below = new LinkedHashMap<>();
    String user = settings.text(kw.other(REMOTE_USER), vars);
    if (user != null && !user.isEmpty()) {
      below.put("ansible_user", user);
    }
    Integer port =
        settings.number(kw.other(PORT), vars, PORT, 1, 65535, "a TCP port number from 1 to 65535");
    if (port != null) {
      below.put("ansible_port", port);
    }
    return below;
  }

  private String connection(Keywords kw, Scope vars) throws TaskFailure {
    String name = settings.text(kw.other(CONNECTION), vars);
    if (name == null || name.isEmpty()) {
      return null;
    }
    if (!ConnectionNames.known(name)) {
      throw new TaskFailure(ConnectionNames.unsupported(name));
    }
    return name;
  }
}
