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
 * Mustache.java set up for play: no HTML escaping, names bound by {@link
 * ExpressionObjectHandler}, and no partials or template inheritance (they would read files by
 * name). One instance per compilation, so errors can name where the template came from.
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
        throw new MustacheException("template inheritance ('{{<" + variable + "}}') is not supported", tc);
      }

      @Override
      public void name(TemplateContext tc, String variable, Mustache mustache) {
        throw new MustacheException("blocks ('{{$" + variable + "}}') are not supported", tc);
      }
    };
  }
}
