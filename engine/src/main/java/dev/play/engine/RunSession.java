package dev.play.engine;

import dev.play.connection.ssh.SshClientSetup;
import dev.play.secret.Secrets;
import dev.play.vault.Vault;
import dev.play.vault.VaultContext;
import java.util.Objects;

/**
 * What belongs to one run and not to the process: the values its output masks, its vault secrets,
 * where its {@code vars_prompt} answers come from, and its sshj configuration. The command line
 * makes one per invocation and hands it, or the part each needs, to the readers, the engine, the
 * outputs and the connections; nothing of it is static, so two runs in one JVM, one after the other
 * or at once, see only their own.
 *
 * @param secrets the values no output of the run shows ({@link Secrets})
 * @param vault the vault secrets, which add what they open to {@code secrets}
 * @param prompts asks a {@code vars_prompt} question (the terminal; none outside one)
 * @param ssh sshj's configuration for the run's SSH connections
 */
public record RunSession(
    Secrets secrets, VaultContext vault, VarPrompts.Asker prompts, SshClientSetup ssh) {
  public RunSession {
    Objects.requireNonNull(secrets, "secrets");
    Objects.requireNonNull(vault, "vault");
    Objects.requireNonNull(prompts, "prompts");
    Objects.requireNonNull(ssh, "ssh");
    if (vault.secrets() != secrets) {
      throw new IllegalArgumentException(
          "the vault must add what it opens to the run's own secrets");
    }
  }

  /** A run with {@code vault}'s secrets, registering what they open in {@code secrets}. */
  public static RunSession of(Secrets secrets, Vault vault, VarPrompts.Asker prompts) {
    return new RunSession(secrets, new VaultContext(vault, secrets), prompts, new SshClientSetup());
  }
}
