package dev.play.cli.vault;

import dev.play.vault.Vault;
import dev.play.vault.VaultSecret;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code play vault encrypt_string [STRING...]}: each string as a YAML {@code !vault |} value,
 * named by the {@code --name} at its position; with no string, standard input ({@code
 * --stdin-name}) or a prompt ({@code -p}).
 */
@Command(
    name = "encrypt_string",
    mixinStandardHelpOptions = true,
    description = "Encrypts strings as YAML !vault values.")
final class VaultEncryptString extends VaultAction {
  private static final String INDENT = " ".repeat(10);

  @Parameters(arity = "0..*", paramLabel = "STRING")
  List<String> strings = new ArrayList<>();

  @Option(
      names = {"-n", "--name"},
      paramLabel = "NAME",
      description = "The variable name of the string at the same position.")
  List<String> names = new ArrayList<>();

  @Option(
      names = "--stdin-name",
      paramLabel = "NAME",
      description = "Read the string from standard input; its name.")
  String stdinName;

  @Option(
      names = {"-p", "--prompt"},
      description = "Ask for the string.")
  boolean prompt;

  @Override
  void run() {
    VaultSecret secret = options.encryptSecret(vault(), prompts());
    List<String> values = new ArrayList<>(strings);
    List<String> labels = new ArrayList<>(names);
    if (prompt) {
      values.add(prompts().secret("String to encrypt (hidden): "));
    } else if (values.isEmpty()) {
      values.add(stdin());
      labels.add(0, stdinName);
    }
    for (int i = 0; i < values.size(); i++) {
      String name = i < labels.size() ? labels.get(i) : null;
      out()
          .println(
              yaml(name, Vault.encrypt(values.get(i).getBytes(StandardCharsets.UTF_8), secret)));
    }
    out().flush();
    err().println("Encryption successful");
  }

  /** As Ansible prints it: {@code name: !vault |}, then the envelope indented by ten spaces. */
  static String yaml(String name, String envelope) {
    StringBuilder b = new StringBuilder(name == null ? "" : name + ": ").append("!vault |");
    envelope.lines().forEach(l -> b.append('\n').append(INDENT).append(l));
    return b.toString();
  }

  private static String stdin() {
    try {
      return new String(System.in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
