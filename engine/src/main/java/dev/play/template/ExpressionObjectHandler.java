package dev.play.template;

import com.github.mustachejava.Binding;
import com.github.mustachejava.Code;
import com.github.mustachejava.Iteration;
import com.github.mustachejava.ObjectHandler;
import com.github.mustachejava.TemplateContext;
import com.github.mustachejava.codes.IterableCode;
import com.github.mustachejava.codes.ValueCode;
import com.github.mustachejava.util.Wrapper;
import dev.play.expr.Expression;
import dev.play.expr.Truthiness;
import dev.play.expr.ValueFormat;
import java.io.Writer;
import java.util.List;

/**
 * Resolves every Mustache tag as an expression of the condition language, against the section stack
 * and then the root scope ({@link StackScope}); sections iterate lists and show truthy values once;
 * values print as Python prints them ({@link ValueFormat#str}). Tags are parsed when the template
 * is compiled, so a bad expression is a compile-time error.
 */
final class ExpressionObjectHandler implements ObjectHandler {
  private final Locator locator;

  ExpressionObjectHandler(Locator locator) {
    this.locator = locator;
  }

  @Override
  public Binding createBinding(String name, TemplateContext tc, Code code) {
    if (!(code instanceof ValueCode || code instanceof IterableCode) || ".".equals(name)) {
      return scopes -> null;
    }
    Expression expression = Expression.parse(name, locator.at(tc.line(), 0));
    return scopes -> expression.evaluate(new StackScope(scopes));
  }

  @Override
  public Writer iterate(Iteration iteration, Writer writer, Object object, List<Object> scopes) {
    if (object instanceof List<?> list) {
      for (Object item : list) {
        writer = iteration.next(writer, item, scopes);
      }
      return writer;
    }
    return Truthiness.isTrue(object) ? iteration.next(writer, object, scopes) : writer;
  }

  @Override
  public Writer falsey(Iteration iteration, Writer writer, Object object, List<Object> scopes) {
    return Truthiness.isTrue(object) ? writer : iteration.next(writer, object, scopes);
  }

  @Override
  public String stringify(Object object) {
    return ValueFormat.str(object);
  }

  @Override
  public Object coerce(Object object) {
    return object;
  }

  @Override
  public Wrapper find(String name, List<Object> scopes) {
    throw new UnsupportedOperationException("names are bound through createBinding");
  }
}
