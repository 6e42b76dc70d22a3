package dev.play.cli.vault;

import dev.play.vault.Vault;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code play vault decrypt FILE...}: each file decrypted in place (or into {@code --output}). */
@Command(name = "decrypt", mixinStandardHelpOptions = true, description = "Decrypts files, in place or into --output.")
final class VaultDecrypt extends VaultAction {
  @Parameters(arity = "1..*", paramLabel = "FILE") List<Path> files = new ArrayList<>();

  @Option(names = "--output", paramLabel = "FILE", description = "Write here instead ('-': standard output); one input only.")
  String output;

  @Override
  void run() {
    Outputs.check(output, files);
    Vault vault = options.vault();
    for (Path f : files) {
      Outputs.write(this, output, f, vault.decrypt(vaulted(f), f.toString()));
    }
    err().println("Decryption successful");
  }
}
