package dev.play.vars;

/** A template or condition used a name that no layer defines. Callers add where it was used. */
public class UndefinedVariableException extends RuntimeException {
  private final String variable;

  public UndefinedVariableException(String variable) {
    super("undefined variable '" + variable + "'");
    this.variable = variable;
  }

  public UndefinedVariableException(String variable, String message) {
    super(message);
    this.variable = variable;
  }

  public String variable() {
    return variable;
  }
}
