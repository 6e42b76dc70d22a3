package dev.play.vault;

import dev.play.error.PlayError;
import dev.play.error.Source;

/**
 * Vaulted data that cannot be read: no secret opens it, or it is not well formed. Names where it
 * came from and never quotes the data.
 */
public final class VaultException extends PlayError {
  public VaultException(String where, String message) {
    super(Kind.PARSE, where == null ? Source.UNKNOWN : Source.of(where), message);
  }
}
