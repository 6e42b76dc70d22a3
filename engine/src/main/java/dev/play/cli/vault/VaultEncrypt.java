package dev.play.cli.vault;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.vault.Vault;
import dev.play.vault.VaultSecret;
import dev.play.vault.VaultText;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code play vault encrypt FILE...}: each file encrypted in place (or into {@code --output}). */
@Command(
    name = "encrypt",
    mixinStandardHelpOptions = true,
    description = "Encrypts files, in place or into --output.")
final class VaultEncrypt extends VaultAction {
  @Mixin Outputs io = new Outputs();

  @Override
  void run() {
    io.check();
    VaultSecret secret = options.encryptSecret(vault(), prompts());
    for (Path f : io.files) {
      byte[] plain = VaultFiles.read(f);
      if (VaultText.isVaulted(new String(plain, StandardCharsets.UTF_8))) {
        throw new PlayError(
            PlayError.Kind.RUNTIME, Source.of(f.toString()), "input is already encrypted");
      }
      io.write(this, f, Vault.encrypt(plain, secret).getBytes(StandardCharsets.UTF_8));
    }
    err().println("Encryption successful");
  }
}
