package dev.play.lookup;

import dev.play.expr.ExpressionException;
import dev.play.jinja.Jinja;
import dev.play.jinja.TemplateLoader;
import dev.play.vars.OverlayScope;
import dev.play.vars.Scope;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code template}: controller template files (the task's search path under {@code templates/})
 * rendered with the task's variables, and {@code template_vars} over them, as the template module
 * renders them (Jinja2; Mustache for a {@code .mustache} file). What a template includes is found
 * beside it, then in the search path's {@code templates/}.
 */
final class TemplateLookup implements TermLookup {
  /** Options that would change Jinja's delimiters, which play does not offer. */
  private static final Set<String> DELIMITERS =
      Set.of(
          "variable_start_string",
          "variable_end_string",
          "comment_start_string",
          "comment_end_string");

  @Override
  public String name() {
    return "template";
  }

  @Override
  public List<Object> values(String term, Options options, LookupContext ctx) {
    for (String d : DELIMITERS) {
      if (options.has(d)) {
        throw new ExpressionException(
            "the template lookup's option '" + d + "' is not supported by play");
      }
    }
    Path file =
        ControllerFiles.find(
            ctx,
            term,
            "templates",
            "the template file " + term + " could not be found for the lookup");
    Scope scope =
        new OverlayScope(
            options.dict("template_vars"), new OverlayScope(fileVars(term, file, ctx), ctx.vars()));
    return List.of(
        ctx.env()
            .templater()
            .renderText(
                ControllerFiles.text(file, ctx.env().vault()), scope, term, includes(file, ctx)));
  }

  /** Ansible's template variables ({@code ansible_managed} ...), under {@code template_vars}. */
  private static Map<String, Object> fileVars(String term, Path file, LookupContext ctx) {
    try {
      return ctx.env().templater().fileVars(term, file, null);
    } catch (IllegalArgumentException e) {
      throw new ExpressionException(e.getMessage());
    }
  }

  private static TemplateLoader includes(Path template, LookupContext ctx) {
    return name -> {
      Path beside = template.resolveSibling(name);
      Path file = Files.isRegularFile(beside) ? beside : ctx.find(name, "templates").orElse(null);
      return file == null
          ? null
          : Jinja.parse(ControllerFiles.text(file, ctx.env().vault()), name, null);
    };
  }
}
