package dev.play.config;

import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;

/**
 * What the configuration depends on outside play: the environment variables, the working directory
 * and the home directory.
 *
 * @param variables the environment variables
 * @param cwd the working directory, absolute
 * @param home the home directory, absolute ({@code ~})
 */
public record LocalEnvironment(Map<String, String> variables, Path cwd, Path home) {
  public LocalEnvironment {
    variables = Map.copyOf(variables);
    cwd = cwd.toAbsolutePath().normalize();
    home = home.toAbsolutePath().normalize();
  }

  /**
   * This process's: {@code HOME} when set (as Python's {@code expanduser}), else {@code user.home}.
   */
  public static LocalEnvironment current() {
    Map<String, String> env = System.getenv();
    String home = env.getOrDefault("HOME", System.getProperty("user.home"));
    return new LocalEnvironment(
        env, Path.of(System.getProperty("user.dir")), Path.of(home.isEmpty() ? "/" : home));
  }

  /** The variable's value, or null when it is not set. */
  public String variable(String name) {
    return variables.get(Objects.requireNonNull(name));
  }
}
