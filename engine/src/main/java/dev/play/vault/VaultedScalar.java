package dev.play.vault;

/**
 * An inline {@code !vault} value, decrypted when it is first used, as Ansible does: a run without
 * its secret (or with another one) fails only the tasks that read it, naming where it was written,
 * and goes on everywhere else. Templating turns it into its plaintext ({@code Templater.render}),
 * which becomes a secret, masked in all output, the moment it exists.
 */
public final class VaultedScalar {
  private final String written;
  private final String envelope;
  private final String where;
  private final VaultContext vault;
  private volatile String plain;

  /**
   * @param envelope the {@code $ANSIBLE_VAULT;...} text as written
   * @param where file:line:col of the value, named by errors
   * @param vault the secrets of the run that read it, which open it when it is used
   */
  public VaultedScalar(String envelope, String where, VaultContext vault) {
    this.written = envelope;
    this.envelope = envelope.strip();
    this.where = where;
    this.vault = vault;
  }

  /**
   * The plaintext, decrypted with the secrets of the run that read it ({@link VaultContext}) on
   * first use.
   *
   * @throws VaultException when no secret opens it or it is not well formed
   */
  public String plain() {
    String p = plain;
    if (p == null) {
      synchronized (this) {
        if (plain == null) {
          plain = vault.open(envelope, where);
        }
        p = plain;
      }
    }
    return p;
  }

  /**
   * The {@code $ANSIBLE_VAULT;...} text exactly as written (a {@code |} block keeps its final line
   * break), never decrypted: what {@code ansible-inventory} prints as {@code {"__ansible_vault":
   * ...}}.
   */
  public String written() {
    return written;
  }

  /** The plaintext, as {@link #plain}: a value converted to text anywhere is the value itself. */
  @Override
  public String toString() {
    return plain();
  }
}
