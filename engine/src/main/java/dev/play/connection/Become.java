package dev.play.connection;

import java.util.List;

/**
 * Privilege escalation for a command.
 *
 * @param user target user (default root)
 * @param method "sudo" or "su"
 * @param password sent on standard input only when the tool asks; never on a command line
 * @param exe the program that escalates ({@code become_exe}), or null for the method's own name
 * @param flags the options given to it ({@code become_flags}, split into words), or null for play's
 *     defaults: {@code -H} for sudo (play always adds {@code -S} and its prompt, as it reads the
 *     password on standard input), none for su
 */
public record Become(String user, String method, String password, String exe, List<String> flags) {
  public Become {
    user = user == null || user.isEmpty() ? "root" : user;
    method = method == null || method.isEmpty() ? "sudo" : method;
    exe = exe == null || exe.isEmpty() ? null : exe;
    flags = flags == null ? null : List.copyOf(flags);
  }

  /** With the method's own program and play's default flags. */
  public Become(String user, String method, String password) {
    this(user, method, password, null, null);
  }

  /** What tells two escalations apart: a shell kept for one serves only commands of the same. */
  public String identity() {
    return method
        + ":"
        + user
        + (exe == null ? "" : ":" + exe)
        + (flags == null ? "" : ":" + String.join(" ", flags));
  }

  @Override
  public String toString() {
    return "Become[user="
        + user
        + ", method="
        + method
        + (password == null ? "" : ", password=***")
        + (exe == null ? "" : ", exe=" + exe)
        + (flags == null ? "" : ", flags=" + flags)
        + "]";
  }
}
