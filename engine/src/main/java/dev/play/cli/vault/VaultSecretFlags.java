package dev.play.cli.vault;

import dev.play.cli.Prompts;
import dev.play.vault.Vault;
import dev.play.vault.VaultSecretSources;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** The vault secrets' options of {@code play} and {@code play vault}, as Ansible names them. */
public final class VaultSecretFlags {
  static final String PASSWORD_FILE_ENV = "ANSIBLE_VAULT_PASSWORD_FILE";

  @Option(names = "--vault-id", paramLabel = "[LABEL@]SOURCE",
      description = "A vault secret: a password file, an executable printing it, or 'prompt'. Repeatable.")
  List<String> vaultIds = new ArrayList<>();

  @Option(names = "--vault-password-file", paramLabel = "FILE",
      description = "A vault password file, or an executable printing the password (label 'default'). Repeatable.")
  List<String> passwordFiles = new ArrayList<>();

  @Option(names = {"-J", "--ask-vault-pass", "--ask-vault-password"}, description = "Ask for the vault password.")
  boolean ask;

  /** The secrets given ({@value #PASSWORD_FILE_ENV} when no file is named). */
  public Vault vault() {
    List<String> files = new ArrayList<>(passwordFiles);
    String env = System.getenv(PASSWORD_FILE_ENV);
    if (files.isEmpty() && env != null && !env.isBlank()) {
      files.add(env);
    }
    return new VaultSecretSources(Prompts::secret).load(vaultIds, files, ask);
  }
}
