package dev.play.engine;

import dev.play.playbook.Keywords;
import dev.play.vars.Layer;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The connection variables Ansible's {@code PlayContext.update_vars} adds to a task's variables
 * when no variable defines them: below every other variable, so the inventory's, the play's and the
 * task's win. {@code ansible_connection} is the {@code connection} keyword, else the type the host
 * gets by default ({@link ConnectionFactory#defaultType}); {@code ansible_host} the host's address
 * ({@code ansible_ssh_host}, else its name); {@code ansible_user} the {@code remote_user} keyword
 * when given ({@code port} is not among the keywords Ansible copies there). The keywords' templates
 * render when read, as the variables'.
 */
final class ConnectionVars {
  /** Ansible's address of a host that sets none: the old variable, else its inventory name. */
  static final String ADDRESS = "{{ ansible_ssh_host | default(inventory_hostname) }}";

  private ConnectionVars() {}

  static Layer of(Keywords kw, String defaultType) {
    Map<String, Object> m = new LinkedHashMap<>();
    Object connection = kw.other(ConnectionKeywords.CONNECTION);
    m.put("ansible_connection", given(connection) ? connection : defaultType);
    m.put("ansible_host", ADDRESS);
    Object user = kw.other(ConnectionKeywords.REMOTE_USER);
    if (given(user)) {
      m.put("ansible_user", user);
    }
    return new Layer("connection (play context)", m);
  }

  private static boolean given(Object value) {
    return value != null && !String.valueOf(value).isEmpty();
  }
}
