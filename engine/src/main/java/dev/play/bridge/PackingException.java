package dev.play.bridge;

/**
 * A module could not be packed on the controller: ansible-core is missing, unsupported, or refused
 * it.
 */
public final class PackingException extends Exception {
  public PackingException(String message) {
    super(message);
  }
}
