package dev.play.playbook;

import java.util.Set;

/**
 * The connections play has, under the names a play may give them ({@code connection:}) and an
 * inventory may set ({@code ansible_connection}): Ansible's ssh, which play also runs for
 * {@code paramiko} and {@code smart}, and local.
 */
public final class ConnectionNames {
  private ConnectionNames() {}

  public static final Set<String> SSH =
      Set.of("ssh", "paramiko", "smart", "paramiko_ssh", "ansible.builtin.ssh", "ansible.builtin.paramiko_ssh");
  public static final Set<String> LOCAL = Set.of("local", "ansible.builtin.local");

  public static boolean known(String name) {
    return SSH.contains(name) || LOCAL.contains(name);
  }

  /** Why {@code name} cannot be used. */
  public static String unsupported(String name) {
    return "connection '" + name + "' is not supported by play: it has ssh (also named paramiko and smart) and local";
  }
}
