package dev.play.connection;

/**
 * Privilege escalation for a command.
 *
 * @param user target user (default root)
 * @param method "sudo" or "su"
 * @param password sent on standard input only when the tool asks; never on a command line
 */
public record Become(String user, String method, String password) {
  public Become {
    user = user == null || user.isEmpty() ? "root" : user;
    method = method == null || method.isEmpty() ? "sudo" : method;
  }

  @Override
  public String toString() {
    return "Become[user=" + user + ", method=" + method + (password == null ? "" : ", password=***") + "]";
  }
}
