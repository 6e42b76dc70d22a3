package dev.play.expr;

/**
 * A condition or template expression failed while being evaluated: a type error ({@code 'a' < 1}),
 * a filter given a value it cannot handle, a test on a value of the wrong kind. The message is
 * meant for users as is; the engine adds the task and where it was written.
 */
public class ExpressionException extends RuntimeException {
  public ExpressionException(String message) {
    super(message);
  }
}
