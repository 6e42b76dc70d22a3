package dev.play.cli.vault;

import dev.play.vault.Vault;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code play vault edit FILE}: the plaintext in the editor, written back encrypted (with the
 * secret that opened it, or {@code --encrypt-vault-id}) only when it changed.
 */
@Command(
    name = "edit",
    mixinStandardHelpOptions = true,
    description = "Edits a vaulted file with $EDITOR.")
final class VaultEdit extends VaultAction {
  @Parameters(paramLabel = "FILE")
  Path file;

  @Override
  void run() {
    Vault vault = vault();
    Vault.Opened opened = vault.open(vaulted(file), file.toString());
    byte[] edited = Editor.edit(opened.plaintext(), file.getFileName().toString());
    if (Arrays.equals(edited, opened.plaintext())) {
      return;
    }
    var secret =
        options.encryptLabel == null ? opened.secret() : options.encryptSecret(vault, prompts());
    VaultFiles.write(file, Vault.encrypt(edited, secret).getBytes(StandardCharsets.UTF_8));
  }
}
