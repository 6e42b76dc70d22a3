package dev.play.module;

/** An argument's value that its module's spec rejects (wrong type, not one of the choices). */
public final class ArgumentError extends ModuleFailure {
  private final String argument;

  public ArgumentError(String argument, String message) {
    super(message);
    this.argument = argument;
  }

  /** The argument's canonical name. */
  public String argument() {
    return argument;
  }
}
