package dev.play.cli.vault;

import dev.play.cli.common.Prompts;
import dev.play.cli.common.VaultSecretFlags;
import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.vault.Vault;
import dev.play.vault.VaultSecret;
import java.nio.charset.StandardCharsets;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Where the secrets come from, as ansible-vault takes them, and which one encrypts. */
final class VaultOptions {
  @Mixin VaultSecretFlags secrets = new VaultSecretFlags();

  @Option(
      names = "--encrypt-vault-id",
      paramLabel = "LABEL",
      description = "The label of the secret to encrypt with.")
  String encryptLabel;

  Vault vault(Prompts prompts) {
    return secrets.vault(prompts);
  }

  /**
   * The secret to encrypt with: the one labelled {@code --encrypt-vault-id}, the only one given, or
   * a new password asked twice when none was given.
   */
  VaultSecret encryptSecret(Vault vault, Prompts prompts) {
    List<VaultSecret> given = vault.secrets();
    if (encryptLabel != null) {
      return given.stream()
          .filter(s -> s.id().equals(encryptLabel))
          .findFirst()
          .orElseThrow(() -> options("no vault secret has the label '" + encryptLabel + "'"));
    }
    if (given.size() == 1) {
      return given.get(0);
    }
    if (!given.isEmpty()) {
      throw options(
          given.size()
              + " vault secrets were given: name the one to encrypt with --encrypt-vault-id");
    }
    return newSecret(VaultSecret.DEFAULT_ID, prompts);
  }

  /** A new password for {@code label}, asked twice. */
  static VaultSecret newSecret(String label, Prompts prompts) {
    String first = prompts.secret("New vault password: ");
    if (!first.equals(prompts.secret("Confirm new vault password: "))) {
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
