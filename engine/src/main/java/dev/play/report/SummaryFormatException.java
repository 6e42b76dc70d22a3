package dev.play.report;

/**
 * A document that is not a summary JSON as {@code play --summary-json} writes it: what is wrong,
 * and where.
 */
public final class SummaryFormatException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public SummaryFormatException(String message) {
    super(message);
  }
}
