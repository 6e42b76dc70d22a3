package dev.play.vault;

import dev.play.secret.Secrets;
import java.nio.charset.StandardCharsets;

/**
 * The vault secrets of one run, for every place that reads the user's files: inventories, {@code
 * group_vars}/{@code host_vars}, playbooks, vars files, roles, {@code -e @file}, and the sources of
 * {@code copy}, {@code template} and lookups. What they open becomes one of the run's {@link
 * Secrets}. The command line makes it before anything is read and hands it to the readers, as
 * Ansible's loader holds the secrets of a run; two runs in one process each have their own.
 */
public final class VaultContext {
  private final Vault vault;
  private final Secrets secrets;

  /**
   * {@code vault} opens the run's vaulted values; what it opens is registered in {@code secrets}.
   */
  public VaultContext(Vault vault, Secrets secrets) {
    this.vault = vault;
    this.secrets = secrets;
  }

  /**
   * No vault secrets, and secrets of its own: for files that are never vaulted (a collection's
   * metadata), where a vaulted one is an error saying that no secret was given; and for tests.
   */
  public static VaultContext none() {
    return new VaultContext(Vault.none(), new Secrets());
  }

  /** The vault secrets themselves. */
  public Vault vault() {
    return vault;
  }

  /** The run's values to mask, to which every decrypted value is added. */
  public Secrets secrets() {
    return secrets;
  }

  /**
   * {@code text} as read from {@code where}: decrypted when the whole file is vaulted, its values
   * then secrets ({@link VaultedValues}).
   */
  public String plainText(String text, String where) {
    if (!VaultText.isVaulted(text)) {
      return text;
    }
    String plain = vault.decryptText(text, where);
    VaultedValues.register(plain, secrets);
    return plain;
  }

  /**
   * A file's bytes as read from {@code where}: decrypted when the file is vaulted (copy and
   * template sources).
   */
  public byte[] plainBytes(byte[] bytes, String where) {
    if (bytes.length < VaultText.HEADER.length()
        || !new String(bytes, 0, VaultText.HEADER.length(), StandardCharsets.US_ASCII)
            .equals(VaultText.HEADER)) {
      return bytes;
    }
    byte[] plain = vault.decrypt(new String(bytes, StandardCharsets.UTF_8), where);
    secrets.register(new String(plain, StandardCharsets.UTF_8));
    return plain;
  }

  /** An inline {@code !vault} value's plaintext ({@link VaultedScalar}), a secret from now on. */
  String open(String envelope, String where) {
    String opened = vault.decryptText(envelope, where);
    secrets.register(opened);
    return opened;
  }
}
