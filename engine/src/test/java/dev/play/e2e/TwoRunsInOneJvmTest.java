package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.vault.Vault;
import dev.play.vault.VaultSecret;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two runs in one JVM, one after the other and at once on two threads, each with its own vault
 * password and its own vaulted value (a secret from the moment it is decrypted), on the local
 * connection. Each decrypts only its own value, masks only its own secret, prints the other run's
 * secret as the plain text it is there, and cannot open the other run's vaulted value. Run at once,
 * the two meet twice (files on disk): after both started, and after both decrypted their value, so
 * that a vault or a set of secrets shared by the process would open or mask the wrong one.
 */
class TwoRunsInOneJvmTest {
  private static final Run ALPHA = new Run("alpha", "alpha-password-1", "alpha-secret-4f9c");
  private static final Run BRAVO = new Run("bravo", "bravo-password-2", "bravo-secret-7e21");
  @TempDir Path dir;

  /** One run's name (its directory), vault password and the value it vaults. */
  private record Run(String name, String password, String secret) {
    VaultSecret vaultSecret() {
      return new VaultSecret("default", password.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * {@code name: !vault |} with {@code plain} encrypted for this run, indented for a play's vars.
     */
    String vaulted(String name, String plain) {
      String envelope = Vault.encrypt(plain.getBytes(StandardCharsets.UTF_8), vaultSecret());
      return "    "
          + name
          + ": !vault |\n"
          + envelope.lines().map(l -> "      " + l + "\n").reduce("", String::concat);
    }
  }

  @Test
  void runsOneAfterTheOtherEachOpenAndMaskOnlyTheirOwn() throws Exception {
    checked(ALPHA, BRAVO, play(ALPHA, BRAVO, false));
    checked(BRAVO, ALPHA, play(BRAVO, ALPHA, false));
    checked(ALPHA, BRAVO, play(ALPHA, BRAVO, false));
  }

  @Test
  void runsAtOnceOnTwoThreadsEachOpenAndMaskOnlyTheirOwn() throws Exception {
    ExecutorService threads = Executors.newFixedThreadPool(2);
    try {
      Future<PlayRun> alpha = threads.submit(() -> play(ALPHA, BRAVO, true));
      Future<PlayRun> bravo = threads.submit(() -> play(BRAVO, ALPHA, true));
      checked(ALPHA, BRAVO, alpha.get(60, TimeUnit.SECONDS));
      checked(BRAVO, ALPHA, bravo.get(60, TimeUnit.SECONDS));
    } finally {
      threads.shutdownNow();
    }
  }

  /**
   * {@code own}'s playbook: its vaulted value, the other run's secret written plainly, and the
   * other run's vaulted value, which {@code own}'s password does not open. {@code together}: the
   * run waits for the other at the two meeting points.
   */
  private PlayRun play(Run own, Run other, boolean together) throws Exception {
    Path home = Files.createDirectories(dir.resolve(own.name()));
    Path password = Files.writeString(home.resolve("password.txt"), own.password() + "\n");
    String playbook =
        """
        - hosts: all
          gather_facts: false
          vars:
        """
            + own.vaulted("own", own.secret())
            + other.vaulted("others", other.secret())
            + """
          tasks:
            - name: both runs have started
              shell: MEET_STARTED
              when: together | bool
            - name: the run's own vaulted value
              debug: {msg: "own is {{ own }}"}
            - name: both runs have decrypted their own value
              shell: MEET_DECRYPTED
              when: together | bool
            - name: the other run's secret, written plainly
              debug: {msg: "other is OTHER_SECRET"}
            - name: the other run's vaulted value
              debug: {msg: "{{ others }}"}
              ignore_errors: true
        """;
    playbook =
        playbook
            .replace("MEET_STARTED", meet(own, other, "started"))
            .replace("MEET_DECRYPTED", meet(own, other, "decrypted"))
            .replace("OTHER_SECRET", other.secret());
    return new RunDir(home)
        .play(
            "localhost ansible_connection=local\n",
            playbook,
            "--vault-password-file",
            password.toString(),
            "-e",
            "together=" + together);
  }

  /**
   * A shell line that says {@code own} reached {@code point}, then waits (20 s at most) for {@code
   * other} there.
   */
  private String meet(Run own, Run other, String point) {
    Path mine = dir.resolve(own.name() + "-" + point);
    Path theirs = dir.resolve(other.name() + "-" + point);
    return "\"touch "
        + mine
        + "; for i in $(seq 1 400); do [ -e "
        + theirs
        + " ] && exit 0; sleep 0.05; done; exit 1\"";
  }

  private static void checked(Run own, Run other, PlayRun run) {
    assertEquals(0, run.exitCode(), run.all());
    assertTrue(
        run.out().contains("\"msg\": \"own is ********\""),
        "its own value, decrypted and masked:\n" + run.all());
    assertFalse(run.all().contains(own.secret()), "its own secret shown:\n" + run.all());
    assertTrue(
        run.out().contains("\"msg\": \"other is " + other.secret() + "\""),
        "the other run's secret is no secret here:\n" + run.all());
    assertTrue(
        run.out().contains("decryption failed: no vault secret given opens it"),
        "the other run's vault opened:\n" + run.all());
    assertEquals(List.of("localhost"), run.recapHosts(), run.all());
    assertEquals(0, run.failed("localhost"), run.all());
  }
}
