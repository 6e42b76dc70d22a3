package dev.play.expr;

import dev.play.vars.Scope;

/** A parsed expression: an immutable tree evaluated against a {@link Scope}. */
sealed interface Node
    permits Literal,
        Name,
        Attribute,
        Index,
        ListLiteral,
        DictLiteral,
        Not,
        Negate,
        Arithmetic,
        Comparison,
        Logical,
        FilterCall,
        TestCall,
        Call,
        MethodCall,
        Slice,
        Conditional {

  Object eval(Scope scope);

  /** The expression as a user would write it, for naming variables in error messages. */
  String describe();

  /** {@link #describe()} in quotes, for messages; literals already show their own quotes. */
  default String quoted() {
    boolean literal =
        this instanceof Literal || this instanceof ListLiteral || this instanceof DictLiteral;
    return literal ? describe() : "'" + describe() + "'";
  }
}
