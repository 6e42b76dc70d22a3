package dev.play.engine;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.play.connection.ssh.SshClientSetup;
import dev.play.secret.Secrets;
import dev.play.vault.Vault;
import dev.play.vault.VaultContext;
import org.junit.jupiter.api.Test;

class RunSessionTest {
  @Test
  void whatTheVaultOpensJoinsTheRunsOwnSecrets() {
    Secrets secrets = new Secrets();
    RunSession session = RunSession.of(secrets, Vault.none(), VarPrompts.NO_TERMINAL);
    assertSame(secrets, session.vault().secrets());
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new RunSession(
                new Secrets(),
                new VaultContext(Vault.none(), secrets),
                VarPrompts.NO_TERMINAL,
                new SshClientSetup()),
        "a vault that registers in another run's secrets");
  }
}
