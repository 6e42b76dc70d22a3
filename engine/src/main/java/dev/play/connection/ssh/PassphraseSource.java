package dev.play.connection.ssh;

import java.nio.file.Path;

/**
 * Asks for the passphrase of an encrypted private key (a prompt on the terminal, a vault…). The
 * connector asks at most once per key file and caches the answer for the run.
 */
@FunctionalInterface
public interface PassphraseSource {
  /** No passphrases: encrypted keys are skipped. */
  PassphraseSource NONE = keyFile -> null;

  /** The passphrase for {@code keyFile}, or null to skip the key. */
  char[] passphrase(Path keyFile);
}
