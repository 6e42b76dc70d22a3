package dev.play.cli.common;

import dev.play.config.LocalEnvironment;
import dev.play.config.PlayConfig;
import dev.play.vault.Vault;
import dev.play.vault.VaultSecretSources;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** The vault secrets' options of {@code play} and {@code play vault}, as Ansible names them. */
public final class VaultSecretFlags {
  @Option(
      names = "--vault-id",
      paramLabel = "[LABEL@]SOURCE",
      description =
          "A vault secret: a password file, an executable printing it, or 'prompt'. Repeatable.")
  List<String> vaultIds = new ArrayList<>();

  @Option(
      names = "--vault-password-file",
      paramLabel = "FILE",
      description =
          "A vault password file, or an executable printing the password (label 'default'). Repeatable.")
  List<String> passwordFiles = new ArrayList<>();

  @Option(
      names = {"-J", "--ask-vault-pass", "--ask-vault-password"},
      description = "Ask for the vault password.")
  boolean ask;

  /** The secrets given, with the settings of this process's environment and ansible.cfg. */
  public Vault vault(Prompts prompts) {
    return vault(PlayConfig.load(LocalEnvironment.current()), prompts);
  }

  /**
   * The secrets given; with no {@code --vault-password-file}, the config's {@code
   * vault_password_file} ({@code ANSIBLE_VAULT_PASSWORD_FILE}); {@code ask_vault_pass} asks too.
   */
  public Vault vault(PlayConfig config, Prompts prompts) {
    List<String> files = new ArrayList<>(passwordFiles);
    if (files.isEmpty() && config.vaultPasswordFile() != null) {
      files.add(config.vaultPasswordFile().toString());
    }
    return new VaultSecretSources(prompts::secret)
        .load(vaultIds, files, ask || config.askVaultPass());
  }
}
