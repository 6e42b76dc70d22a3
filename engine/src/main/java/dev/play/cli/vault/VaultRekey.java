package dev.play.cli.vault;

import dev.play.vault.Vault;
import dev.play.vault.VaultSecret;
import dev.play.vault.VaultSecretSources;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code play vault rekey FILE...}: each file re-encrypted with a new secret. */
@Command(
    name = "rekey",
    mixinStandardHelpOptions = true,
    description = "Re-encrypts vaulted files with a new secret.")
final class VaultRekey extends VaultAction {
  @Parameters(arity = "1..*", paramLabel = "FILE")
  List<Path> files = new ArrayList<>();

  @Option(names = "--new-vault-id", paramLabel = "[LABEL@]SOURCE", description = "The new secret.")
  String newVaultId;

  @Option(
      names = "--new-vault-password-file",
      paramLabel = "FILE",
      description = "The new password file (label 'default').")
  String newPasswordFile;

  @Override
  void run() {
    Vault vault = vault();
    VaultSecret secret = newSecret();
    for (Path f : files) {
      byte[] plain = vault.decrypt(vaulted(f), f.toString());
      VaultFiles.write(f, Vault.encrypt(plain, secret).getBytes(StandardCharsets.UTF_8));
    }
    err().println("Rekey successful");
  }

  private VaultSecret newSecret() {
    VaultSecretSources sources = new VaultSecretSources(prompts()::secret);
    if (newVaultId != null) {
      return sources.fromVaultId(newVaultId);
    }
    if (newPasswordFile != null) {
      return sources.secret(VaultSecret.DEFAULT_ID, newPasswordFile);
    }
    return VaultOptions.newSecret(VaultSecret.DEFAULT_ID, prompts());
  }
}
