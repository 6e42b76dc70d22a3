package dev.play.playbook;

import java.util.List;
import java.util.Set;

/**
 * The connections play has, under the names a play may give them ({@code connection:}) and an
 * inventory may set ({@code ansible_connection}): Ansible's ssh, which play also runs for {@code
 * paramiko} and {@code smart}, and local.
 */
public final class ConnectionNames {
  private ConnectionNames() {}

  /** Every name, in the order messages list them (the {@code transport} setting's choices). */
  public static final List<String> ALL =
      List.of(
          "smart",
          "ssh",
          "paramiko",
          "local",
          "paramiko_ssh",
          "ansible.builtin.ssh",
          "ansible.builtin.paramiko_ssh",
          "ansible.builtin.local");

  public static final Set<String> LOCAL = Set.of("local", "ansible.builtin.local");
  public static final Set<String> SSH =
      ALL.stream()
          .filter(n -> !LOCAL.contains(n))
          .collect(java.util.stream.Collectors.toUnmodifiableSet());

  public static boolean known(String name) {
    return SSH.contains(name) || LOCAL.contains(name);
  }

  /** Why {@code name} cannot be used. */
  public static String unsupported(String name) {
    return "connection '"
        + name
        + "' is not supported by play: it has ssh (also named paramiko and smart) and local";
  }
}
