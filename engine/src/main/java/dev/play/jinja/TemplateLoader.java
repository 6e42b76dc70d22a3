package dev.play.jinja;

/**
 * Finds the templates that {@code {% include %}}, {@code {% import %}}, {@code {% from ... import
 * %}} and {@code {% extends %}} name (the template module: beside the template, then the role's and
 * playbook's {@code templates/}).
 */
@FunctionalInterface
public interface TemplateLoader {
  /** A loader that finds nothing. */
  TemplateLoader NONE = name -> null;

  /**
   * The parsed template called {@code name}, or null when there is none.
   *
   * @throws dev.play.error.PlayError (PARSE) when it exists but does not parse
   */
  JinjaTemplate load(String name);
}
