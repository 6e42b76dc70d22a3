package dev.play.template;

import com.github.mustachejava.DefaultMustacheFactory;
import com.github.mustachejava.DefaultMustacheVisitor;
import com.github.mustachejava.Mustache;
import com.github.mustachejava.MustacheException;
import com.github.mustachejava.MustacheVisitor;
import com.github.mustachejava.TemplateContext;
import java.io.IOException;
import java.io.StringReader;
import java.io.Writer;

/**
 * Mustache.java set up for play: no HTML escaping, names bound by {@link ExpressionObjectHandler},
 * and no partials, dynamic names or template inheritance (they would read files by name, or take a
 * variable's content for an expression). One instance per compilation, so errors can name where the
 * template came from.
 */
final class RawMustacheFactory extends DefaultMustacheFactory {
  RawMustacheFactory(Locator locator) {
    setObjectHandler(new ExpressionObjectHandler(locator));
  }

  static Mustache compile(String text, Locator locator) {
    return new RawMustacheFactory(locator).compile(new StringReader(text), "template");
  }

  @Override
  public void encode(String value, Writer writer) {
    try {
      writer.write(value);
    } catch (IOException e) {
      throw new MustacheException("failed to write", e);
    }
  }

  @Override
  public MustacheVisitor createMustacheVisitor() {
    return new DefaultMustacheVisitor(this) {
      @Override
      public void partial(TemplateContext tc, String variable, String indent) {
        throw new MustacheException("partials ('{{>" + variable + "}}') are not supported", tc);
      }

      @Override
      public void extend(TemplateContext tc, String variable, Mustache mustache) {
        throw new MustacheException(
            "template inheritance ('{{<" + variable + "}}') is not supported", tc);
      }

      @Override
      public void dynamicPartial(TemplateContext tc, String variable, String indent) {
        partial(tc, variable, indent);
      }

      @Override
      public void name(TemplateContext tc, String variable, Mustache mustache) {
        throw new MustacheException("blocks ('{{$" + variable + "}}') are not supported", tc);
      }

      @Override
      public void value(TemplateContext tc, String variable, boolean encoded) {
        super.value(tc, named(tc, variable), encoded);
      }

      @Override
      public void iterable(TemplateContext tc, String variable, Mustache mustache) {
        super.iterable(tc, named(tc, variable), mustache);
      }

      @Override
      public void notIterable(TemplateContext tc, String variable, Mustache mustache) {
        super.notIterable(tc, named(tc, variable), mustache);
      }
    };
  }

  /**
   * {@code variable}, unless Mustache.java would take it as a dynamic name ({@code {{*name}}}: the
   * value of {@code name} names what to print), which would evaluate a variable's content as an
   * expression.
   */
  private static String named(TemplateContext tc, String variable) {
    if (variable.trim().startsWith("*")) {
      throw new MustacheException(
          "dynamic names ('{{" + variable.trim() + "}}') are not supported", tc);
    }
    return variable;
  }
}
