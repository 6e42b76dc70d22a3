package dev.play.cli.common;

import dev.play.secret.Secrets;
import picocli.CommandLine.Option;

/**
 * {@code --show-secrets}: whether vaulted values and passwords print as themselves or as ********.
 */
public final class SecretsFlags {
  @Option(
      names = "--show-secrets",
      description =
          "Show vaulted values and passwords in the output instead of ********: only to debug them.")
  boolean showSecrets;

  /** Masks {@code secrets} in this run's output unless {@code --show-secrets} was given. */
  public void apply(Secrets secrets) {
    secrets.show(showSecrets);
  }
}
