package dev.play.cli.vault;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.vault.Vault;
import dev.play.vault.VaultSecret;
import dev.play.vault.VaultText;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code play vault encrypt FILE...}: each file encrypted in place (or into {@code --output}). */
@Command(name = "encrypt", mixinStandardHelpOptions = true, description = "Encrypts files, in place or into --output.")
final class VaultEncrypt extends VaultAction {
  @Parameters(arity = "1..*", paramLabel = "FILE") List<Path> files = new ArrayList<>();

  @Option(names = "--output", paramLabel = "FILE", description = "Write here instead ('-': standard output); one input only.")
  String output;

  @Override
  void run() {
    Outputs.check(output, files);
    VaultSecret secret = options.encryptSecret(options.vault());
    for (Path f : files) {
      byte[] plain = VaultFiles.read(f);
      if (VaultText.isVaulted(new String(plain, StandardCharsets.UTF_8))) {
        throw new PlayError(PlayError.Kind.RUNTIME, Source.of(f.toString()), "input is already encrypted");
      }
      Outputs.write(this, output, f, Vault.encrypt(plain, secret).getBytes(StandardCharsets.UTF_8));
    }
    err().println("Encryption successful");
  }
}
