package dev.play.template;

import com.github.mustachejava.MustacheException;
import com.github.mustachejava.TemplateContext;
import dev.play.error.PlayError;
import dev.play.expr.ExpressionException;
import dev.play.jinja.Located;
import dev.play.vars.UndefinedVariableException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Turns Mustache.java's exceptions into play's: user errors with clear messages. */
final class TemplateErrors {
  private static final Pattern UNCLOSED = Pattern.compile("Failed to close '(.*)' tag");
  private static final Pattern MISMATCHED =
      Pattern.compile("Mismatched start/end tags: (.*) != (.*) in .*");

  private TemplateErrors() {}

  /** A compile failure as a PARSE error naming where the template came from. */
  static PlayError syntax(MustacheException e, String text, Locator locator) {
    TemplateContext tc = e.getContext();
    int line = tc == null ? 0 : tc.line();
    String snippet =
        line > 0 ? PlayError.Snippets.caret(PlayError.Snippets.lineOf(text, line), 0) : null;
    return new PlayError(
        PlayError.Kind.PARSE, locator.at(line, 0), "bad template: " + explain(e), snippet);
  }

  private static String explain(MustacheException e) {
    String message = bare(e);
    Matcher m = UNCLOSED.matcher(message);
    if (m.matches()) {
      return "section '{{#" + m.group(1) + "}}' is never closed";
    }
    m = MISMATCHED.matcher(message);
    if (m.matches()) {
      return m.group(1).equals("null")
          ? "'{{/" + m.group(2) + "}}' closes no open section"
          : "'{{/" + m.group(2) + "}}' does not close the open section '{{#" + m.group(1) + "}}'";
    }
    return switch (message) {
      case "Improperly closed variable" -> "a '{{' tag is never closed";
      case "Empty mustache" -> "empty tag '{{}}'";
      default -> message;
    };
  }

  /** The exception's own message, without the "@[file:line]" Mustache.java appends. */
  private static String bare(MustacheException e) {
    String message = String.valueOf(e.getMessage());
    int at = message.lastIndexOf(" @[");
    return at >= 0 ? message.substring(0, at) : message;
  }

  /**
   * The user error behind a failed render (undefined variable, expression error, cycle), with " (at
   * origin:line)" added when {@code origin} is given.
   */
  static RuntimeException runtime(MustacheException e, String origin) {
    int line = 0;
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof MustacheException me
          && me.getContext() != null
          && me.getContext().line() > 0) {
        line = me.getContext().line();
      }
      if (t instanceof UndefinedVariableException
          || t instanceof ExpressionException
          || t instanceof VariableCycleException
          || t instanceof PlayError) {
        return Located.at((RuntimeException) t, origin, line);
      }
    }
    return e;
  }
}
