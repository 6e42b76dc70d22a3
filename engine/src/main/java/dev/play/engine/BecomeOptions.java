package dev.play.engine;

/**
 * Become settings from the command line ({@code -b}, {@code --become-user},
 * {@code --become-method}, {@code -K}): defaults under play keywords and inventory variables.
 *
 * @param password the become password asked with {@code -K}, or null; never printed
 */
public record BecomeOptions(boolean enabled, String user, String method, String password) {
  public static final BecomeOptions NONE = new BecomeOptions(false, null, null, null);

  @Override
  public String toString() {
    return "BecomeOptions[enabled=" + enabled + ", user=" + user + ", method=" + method
        + (password == null ? "" : ", password=***") + "]";
  }
}
