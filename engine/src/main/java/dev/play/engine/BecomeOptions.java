package dev.play.engine;

/**
 * Become settings from the command line ({@code -b}, {@code --become-user}, {@code
 * --become-method}, {@code -K}) and ansible.cfg: defaults under play keywords and inventory
 * variables.
 *
 * @param password the become password asked with {@code -K}, or null; never printed
 * @param exe the {@code become_exe} setting, or null
 * @param flags the {@code become_flags} setting, or null
 */
public record BecomeOptions(
    boolean enabled, String user, String method, String password, String exe, String flags) {
  public static final BecomeOptions NONE = new BecomeOptions(false, null, null, null);

  /** Without {@code become_exe} and {@code become_flags} settings. */
  public BecomeOptions(boolean enabled, String user, String method, String password) {
    this(enabled, user, method, password, null, null);
  }

  @Override
  public String toString() {
    return "BecomeOptions[enabled="
        + enabled
        + ", user="
        + user
        + ", method="
        + method
        + (password == null ? "" : ", password=***")
        + (exe == null ? "" : ", exe=" + exe)
        + (flags == null ? "" : ", flags=" + flags)
        + "]";
  }
}
