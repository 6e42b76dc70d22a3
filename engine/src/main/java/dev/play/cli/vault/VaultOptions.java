package dev.play.cli.vault;

import dev.play.cli.Prompts;
import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.vault.Vault;
import dev.play.vault.VaultSecret;
import dev.play.vault.VaultSecretSources;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** Where the secrets come from, as ansible-vault takes them, and which one encrypts. */
final class VaultOptions {
  static final String PASSWORD_FILE_ENV = "ANSIBLE_VAULT_PASSWORD_FILE";

  @Option(names = "--vault-id", paramLabel = "[LABEL@]SOURCE",
      description = "A vault secret: a password file, an executable printing it, or 'prompt'. Repeatable.")
  List<String> vaultIds = new ArrayList<>();

  @Option(names = "--vault-password-file", paramLabel = "FILE", description = "A vault password file (label 'default'). Repeatable.")
  List<String> passwordFiles = new ArrayList<>();

  @Option(names = {"-J", "--ask-vault-pass", "--ask-vault-password"}, description = "Ask for the vault password.")
  boolean ask;

  @Option(names = "--encrypt-vault-id", paramLabel = "LABEL", description = "The label of the secret to encrypt with.")
  String encryptLabel;

  /** The secrets given (ANSIBLE_VAULT_PASSWORD_FILE when no file is named). */
  Vault vault() {
    List<String> files = new ArrayList<>(passwordFiles);
    String env = System.getenv(PASSWORD_FILE_ENV);
    if (files.isEmpty() && env != null && !env.isBlank()) {
      files.add(env);
    }
    return new VaultSecretSources(Prompts::secret).load(vaultIds, files, ask);
  }

  /**
   * The secret to encrypt with: the one labelled {@code --encrypt-vault-id}, the only one given, or
   * a new password asked twice when none was given.
   */
  VaultSecret encryptSecret(Vault vault) {
    List<VaultSecret> given = vault.secrets();
    if (encryptLabel != null) {
      return given.stream().filter(s -> s.id().equals(encryptLabel)).findFirst()
          .orElseThrow(() -> options("no vault secret has the label '" + encryptLabel + "'"));
    }
    if (given.size() == 1) {
      return given.get(0);
    }
    if (!given.isEmpty()) {
      throw options(given.size() + " vault secrets were given: name the one to encrypt with --encrypt-vault-id");
    }
    return newSecret(VaultSecret.DEFAULT_ID);
  }

  /** A new password for {@code label}, asked twice. */
  static VaultSecret newSecret(String label) {
    String first = Prompts.secret("New vault password: ");
    if (!first.equals(Prompts.secret("Confirm new vault password: "))) {
      throw options("the passwords do not match");
    }
    if (first.isEmpty()) {
      throw options("a vault password cannot be empty");
    }
    return new VaultSecret(label, first.getBytes(StandardCharsets.UTF_8));
  }

  static PlayError options(String message) {
    return new PlayError(PlayError.Kind.OPTIONS, Source.of("play vault"), message);
  }
}
