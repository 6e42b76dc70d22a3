package dev.play.cli.vault;

import dev.play.cli.common.Prompts;
import dev.play.secret.Secrets;
import picocli.CommandLine.Command;

/** {@code play vault ACTION}: ansible-vault's actions, reading and writing the same files. */
@Command(
    name = "play vault",
    mixinStandardHelpOptions = true,
    versionProvider = dev.play.cli.common.Version.class,
    description =
        "Encrypts and decrypts files and strings as ansible-vault does (each reads what the other writes).",
    subcommands = {
      VaultCreate.class,
      VaultEdit.class,
      VaultEncrypt.class,
      VaultDecrypt.class,
      VaultView.class,
      VaultRekey.class,
      VaultEncryptString.class
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:done",
      "2:a file could not be read or written",
      "4:vaulted data that no secret given opens, or that is not well formed",
      "5:bad command-line options"
    })
public final class VaultCommand implements Runnable {
  @picocli.CommandLine.Spec picocli.CommandLine.Model.CommandSpec spec;
  private final Prompts prompts;

  /**
   * {@code secrets}: the invocation's values to mask, to which the passwords and strings asked for
   * are added.
   */
  public VaultCommand(Secrets secrets) {
    this.prompts = new Prompts(secrets);
  }

  /** Asks for passwords and strings to encrypt. */
  Prompts prompts() {
    return prompts;
  }

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getErr());
  }
}
