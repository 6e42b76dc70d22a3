package dev.play.cli.vault;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.vault.Vault;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code play vault create FILE}: a new vaulted file, written from the editor. */
@Command(
    name = "create",
    mixinStandardHelpOptions = true,
    description = "Creates a vaulted file with $EDITOR.")
final class VaultCreate extends VaultAction {
  @Parameters(paramLabel = "FILE")
  Path file;

  @Override
  void run() {
    if (Files.exists(file)) {
      throw new PlayError(
          PlayError.Kind.RUNTIME,
          Source.of(file.toString()),
          "the file already exists (edit it with play vault edit)");
    }
    var secret = options.encryptSecret(vault(), prompts());
    byte[] plain = Editor.edit(new byte[0], file.getFileName().toString());
    VaultFiles.write(file, Vault.encrypt(plain, secret).getBytes(StandardCharsets.UTF_8));
  }
}
