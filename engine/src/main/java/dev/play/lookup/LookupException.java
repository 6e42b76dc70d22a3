package dev.play.lookup;

import dev.play.expr.ExpressionException;

/**
 * A lookup failed in a way it reports (a file not found, a command's exit code, a bad term): {@code
 * errors='warn'} and {@code errors='ignore'} turn it into a warning or nothing. The message is
 * meant for users; the engine adds the task and where it was written.
 */
public class LookupException extends ExpressionException {
  public LookupException(String message) {
    super(message);
  }
}
