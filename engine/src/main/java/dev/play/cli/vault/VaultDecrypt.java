package dev.play.cli.vault;

import dev.play.vault.Vault;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code play vault decrypt FILE...}: each file decrypted in place (or into {@code --output}). */
@Command(
    name = "decrypt",
    mixinStandardHelpOptions = true,
    description = "Decrypts files, in place or into --output.")
final class VaultDecrypt extends VaultAction {
  @Mixin Outputs io = new Outputs();

  @Override
  void run() {
    io.check();
    Vault vault = vault();
    for (Path f : io.files) {
      io.write(this, f, vault.decrypt(vaulted(f), f.toString()));
    }
    err().println("Decryption successful");
  }
}
