package dev.play.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.play.vault.Vault;
import dev.play.vault.VaultSecret;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Timeout;

/**
 * The vault reader on a file's text, with one secret: an input opens, or is play's error naming the
 * file. The seeds are files ansible-vault wrote for that secret, so mutations reach the HMAC check
 * and the decryption behind it.
 */
class VaultFuzzTest {
  static final String PASSWORD = "correct horse battery staple";
  private static final Vault VAULT =
      new Vault(List.of(new VaultSecret("default", PASSWORD.getBytes(StandardCharsets.UTF_8))));

  @FuzzTest
  @Timeout(10)
  void vault(byte[] data) {
    String text = Outcomes.text(data);
    Outcomes.run(
        () -> VAULT.open(text, "secrets.yml"), "secrets.yml", Outcomes.Position.FILE, List.of());
  }
}
