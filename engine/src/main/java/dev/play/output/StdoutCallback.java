package dev.play.output;

import dev.play.error.PlayError;
import dev.play.error.Source;
import java.util.Arrays;
import java.util.List;

/**
 * The stdout callbacks play has, by Ansible's names: what standard output carries. A name from any
 * source ({@code --stdout-callback}, {@code ANSIBLE_STDOUT_CALLBACK}, {@code ansible.cfg}'s {@code
 * stdout_callback}) is looked up by {@link #forName}.
 */
public enum StdoutCallback {
  /** The console: PLAY/TASK banners, a line per host, PLAY RECAP. */
  DEFAULT("default", "ansible.builtin.default"),
  /** One JSON document at the end, as Ansible's {@code json} callback ({@link JsonCallback}). */
  JSON("json", "ansible.posix.json", "community.general.json");

  @SuppressWarnings("ImmutableEnumChecker") // List.of: unmodifiable
  private final List<String> names;

  StdoutCallback(String... names) {
    this.names = List.of(names);
  }

  /** The short name, as {@code --stdout-callback} takes it. */
  public String label() {
    return names.get(0);
  }

  /**
   * The callback called {@code name} (short or fully qualified); {@code origin} names where the
   * name was set ({@code --stdout-callback}, an environment variable, a config file) for the error,
   * exit 5, that an unknown name is.
   */
  public static StdoutCallback forName(String name, String origin) {
    String wanted = name.strip();
    return Arrays.stream(values())
        .filter(c -> c.names.contains(wanted))
        .findFirst()
        .orElseThrow(
            () ->
                new PlayError(
                    PlayError.Kind.OPTIONS,
                    Source.of(origin),
                    "unknown stdout callback '"
                        + name
                        + "'; play has: "
                        + String.join(
                            ", ", Arrays.stream(values()).map(StdoutCallback::label).toList())));
  }
}
