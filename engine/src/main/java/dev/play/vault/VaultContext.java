package dev.play.vault;

import dev.play.secret.Secrets;

/**
 * The vault secrets of this run, for every place that reads the user's files: inventories,
 * {@code group_vars}/{@code host_vars}, playbooks, vars files, roles, {@code -e @file}. Those
 * readers are static and some run on worker threads (includes, roles loaded on the way), so the
 * secrets are the process's, set once by the command line before anything is read, as Ansible's
 * loader holds them for a run.
 */
public final class VaultContext {
  private static volatile Vault vault = Vault.none();

  private VaultContext() {}

  /** Makes {@code v} the run's secrets. */
  public static void install(Vault v) {
    vault = v;
  }

  public static Vault current() {
    return vault;
  }

  /**
   * {@code text} as read from {@code where}: decrypted when the whole file is vaulted, its values
   * then secrets ({@link VaultedValues}).
   */
  public static String plainText(String text, String where) {
    if (!VaultText.isVaulted(text)) {
      return text;
    }
    String plain = vault.decryptText(text, where);
    VaultedValues.register(plain);
    return plain;
  }

  /** A file's bytes as read from {@code where}: decrypted when the file is vaulted (copy and template sources). */
  public static byte[] plainBytes(byte[] bytes, String where) {
    if (bytes.length < VaultText.HEADER.length()
        || !new String(bytes, 0, VaultText.HEADER.length(), java.nio.charset.StandardCharsets.US_ASCII).equals(VaultText.HEADER)) {
      return bytes;
    }
    byte[] plain = vault.decrypt(new String(bytes, java.nio.charset.StandardCharsets.UTF_8), where);
    Secrets.register(new String(plain, java.nio.charset.StandardCharsets.UTF_8));
    return plain;
  }
}
