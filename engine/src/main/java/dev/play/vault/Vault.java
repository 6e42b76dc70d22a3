package dev.play.vault;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;

/**
 * The vault secrets of a run, and what they open. A text labelled with a vault id is tried with the
 * secrets of that label first, then with the others, as Ansible does.
 */
public final class Vault {
  private static final SecureRandom RANDOM = new SecureRandom();
  private static final int SALT = 32;
  private final List<VaultSecret> secrets;

  public Vault(List<VaultSecret> secrets) {
    this.secrets = List.copyOf(secrets);
  }

  public static Vault none() {
    return new Vault(List.of());
  }

  public List<VaultSecret> secrets() {
    return secrets;
  }

  /** A vaulted text opened: its plaintext and the secret that opened it. */
  public record Opened(byte[] plaintext, VaultSecret secret) {}

  /**
   * The plaintext of the vaulted {@code text}; {@code where} names its file or variable in errors.
   */
  public byte[] decrypt(String text, String where) {
    return open(text, where).plaintext();
  }

  /** The vaulted {@code text} opened by the first secret that can. */
  public Opened open(String text, String where) {
    VaultText v = VaultText.parse(text, where);
    if (!v.cipher().equals(Aes256.NAME)) {
      throw new VaultException(
          where, "vault format error: cipher " + v.cipher() + " (play reads AES256)");
    }
    if (secrets.isEmpty()) {
      throw new VaultException(
          where,
          "vaulted data, but no vault secret was given "
              + "(--vault-password-file, --vault-id or --ask-vault-pass)");
    }
    for (VaultSecret s : tryOrder(v.vaultId())) {
      byte[] plain = Aes256.decrypt(v.body(), s.password(), where);
      if (plain != null) {
        return new Opened(plain, s);
      }
    }
    throw new VaultException(
        where,
        "decryption failed: no vault secret given opens it"
            + (v.vaultId() == null ? "" : " (it was written for vault id '" + v.vaultId() + "')"));
  }

  /** {@link #decrypt} as UTF-8 text. */
  public String decryptText(String text, String where) {
    return new String(decrypt(text, where), StandardCharsets.UTF_8);
  }

  /** A new envelope of {@code plaintext}, written with {@code secret}. */
  public static String encrypt(byte[] plaintext, VaultSecret secret) {
    byte[] salt = new byte[SALT];
    RANDOM.nextBytes(salt);
    return VaultText.of(Aes256.encrypt(plaintext, secret.password(), salt), secret.id()).format();
  }

  private List<VaultSecret> tryOrder(String label) {
    List<VaultSecret> order = new ArrayList<>();
    for (VaultSecret s : secrets) {
      if (s.id().equals(label)) {
        order.add(s);
      }
    }
    for (VaultSecret s : secrets) {
      if (!s.id().equals(label)) {
        order.add(s);
      }
    }
    return order;
  }
}
