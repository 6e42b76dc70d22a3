package dev.play.expr;

import java.util.Optional;

/**
 * Python's {@code ast.literal_eval} for what Ansible applies it to: the text a template renders to,
 * when it starts with <code>[</code> or <code>{</code> or is {@code True}/{@code False} ({@code
 * "[{{ a }}, {{ b }}]"} is a list). Only literals: strings, numbers, {@code True}, {@code False},
 * {@code None}, lists, tuples and dicts of them ({@link dev.play.value.PythonLiteral}).
 */
public final class PythonLiteral {
  private PythonLiteral() {}

  /** The text's value when it is such a literal; empty otherwise (the text stays text). */
  public static Optional<Object> of(String text) {
    String t = text.strip();
    if (!(t.startsWith("[") || t.startsWith("{") || t.equals("True") || t.equals("False"))) {
      return Optional.empty();
    }
    return dev.play.value.PythonLiteral.literal(t);
  }
}
