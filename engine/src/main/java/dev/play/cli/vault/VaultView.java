package dev.play.cli.vault;

import dev.play.vault.Vault;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code play vault view FILE...}: the plaintext on standard output; nothing is written. */
@Command(
    name = "view",
    mixinStandardHelpOptions = true,
    description = "Shows the plaintext of vaulted files.")
final class VaultView extends VaultAction {
  @Parameters(arity = "1..*", paramLabel = "FILE")
  List<Path> files = new ArrayList<>();

  @Override
  void run() {
    Vault vault = vault();
    for (Path f : files) {
      out().print(new String(vault.decrypt(vaulted(f), f.toString()), StandardCharsets.UTF_8));
    }
    out().flush();
  }
}
