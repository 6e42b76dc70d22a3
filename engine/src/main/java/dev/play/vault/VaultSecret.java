package dev.play.vault;

import java.util.Arrays;

/**
 * A vault password and its label (vault id). Its text never appears in {@link #toString()}.
 *
 * @param id the label ({@code default} when none was given)
 * @param password the password's bytes, as read (never empty)
 */
public record VaultSecret(String id, byte[] password) {
  public static final String DEFAULT_ID = "default";

  public VaultSecret {
    if (password == null || password.length == 0) {
      throw new IllegalArgumentException("a vault password cannot be empty");
    }
    password = password.clone();
  }

  @Override
  public byte[] password() {
    return password.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof VaultSecret s && s.id.equals(id) && Arrays.equals(s.password, password);
  }

  @Override
  public int hashCode() {
    return id.hashCode();
  }

  @Override
  public String toString() {
    return "VaultSecret[" + id + "]";
  }
}
