package dev.play.cli;

import dev.play.cli.inventory.InventoryCommand;
import dev.play.cli.vault.VaultCommand;
import dev.play.secret.Secrets;
import java.io.PrintStream;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * play's subcommands ({@code play doc}, {@code play vault} ...), by the name that selects them: the
 * one list {@link Main} dispatches on, {@code play --help} lists and {@code play completion}
 * completes. A new subcommand is one more line here.
 */
final class Subcommands {
  /**
   * Makes a subcommand's picocli command object, which writes to the given streams and masks the
   * invocation's {@code secrets}.
   */
  @FunctionalInterface
  interface Factory {
    Object create(PrintStream out, PrintStream err, Secrets secrets);
  }

  /** A subcommand: what {@code play --help} says of it, and how to make it. */
  record Subcommand(String summary, Factory factory) {}

  private static final Map<String, Subcommand> ALL = list();

  /** Every subcommand by name, in order; unmodifiable. */
  private static Map<String, Subcommand> list() {
    Map<String, Subcommand> all = new LinkedHashMap<>();
    all.put(
        "doc",
        new Subcommand(
            "The modules, or one module's arguments and documentation.",
            (out, err, secrets) -> new DocCommand(out, err)));
    all.put(
        "vault",
        new Subcommand(
            "Encrypts and decrypts files and strings, as ansible-vault.",
            (out, err, secrets) -> new VaultCommand(secrets)));
    all.put(
        "inventory",
        new Subcommand("The inventory, as ansible-inventory shows it.", InventoryCommand::new));
    all.put(
        "config",
        new Subcommand(
            "The effective settings (ansible.cfg, ANSIBLE_*), as ansible-config dump.",
            (out, err, secrets) -> new ConfigCommand()));
    all.put(
        "completion",
        new Subcommand(
            "Prints the bash or zsh completion script.",
            (out, err, secrets) -> new CompletionCommand(out, err)));
    all.put(
        "report",
        new Subcommand(
            "Writes the HTML change report of summary JSON files.",
            (out, err, secrets) -> new ReportCommand(out, err)));
    return Collections.unmodifiableMap(all);
  }

  private Subcommands() {}

  /** The subcommand named {@code name}, if there is one. */
  static Optional<Factory> find(String name) {
    return Optional.ofNullable(ALL.get(name)).map(Subcommand::factory);
  }

  /** Every subcommand, in the order {@code play --help} and the completion script list them. */
  static Map<String, Subcommand> all() {
    return ALL;
  }

  /** The section of {@code play --help} that lists them. */
  static String help() {
    StringBuilder sb =
        new StringBuilder("%nSubcommands (play COMMAND --help shows each one's options):%n");
    ALL.forEach((name, sub) -> sb.append(String.format("  %-12s%s%%n", name, sub.summary())));
    return sb.toString();
  }
}
