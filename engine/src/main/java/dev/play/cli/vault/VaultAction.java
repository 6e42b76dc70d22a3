package dev.play.cli.vault;

import dev.play.cli.common.ExitCodes;
import dev.play.cli.common.Prompts;
import dev.play.error.PlayError;
import dev.play.vault.Vault;
import dev.play.vault.VaultText;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** One {@code play vault} action: its secrets' options, its output, and play's error format. */
abstract class VaultAction implements Callable<Integer> {
  @Spec CommandSpec spec;
  @ParentCommand VaultCommand parent;
  @Mixin VaultOptions options = new VaultOptions();

  @Override
  public final Integer call() {
    try {
      run();
      return ExitCodes.OK;
    } catch (PlayError e) {
      return ExitCodes.report(e, err()::println);
    }
  }

  abstract void run();

  /** Asks for passwords and strings; what it is told is masked in this invocation's output. */
  Prompts prompts() {
    return parent.prompts();
  }

  /** The vault secrets given. */
  Vault vault() {
    return options.vault(prompts());
  }

  PrintWriter out() {
    return spec.commandLine().getOut();
  }

  PrintWriter err() {
    return spec.commandLine().getErr();
  }

  /** The file's text, which must be vaulted. */
  static String vaulted(Path file) {
    String text = new String(VaultFiles.read(file), StandardCharsets.UTF_8);
    if (!VaultText.isVaulted(text)) {
      throw new PlayError(
          PlayError.Kind.RUNTIME,
          dev.play.error.Source.of(file.toString()),
          "input is not vault encrypted data");
    }
    return text;
  }
}
