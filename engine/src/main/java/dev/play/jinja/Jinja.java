package dev.play.jinja;

/**
 * Parses Jinja2 templates as Ansible's environment reads them ({@code trim_blocks} on, {@code
 * lstrip_blocks} off, the trailing newline kept); see {@code package-info}.
 */
public final class Jinja {
  private Jinja() {}

  /**
   * Parses {@code text} as a Jinja2 template.
   *
   * @param origin the template file's name, for errors (line and column within it); null for a task
   *     value, whose errors name {@code where}
   * @param where where a task value was written; ignored when {@code origin} is given
   * @throws dev.play.error.PlayError (PARSE) for a template that does not parse
   */
  public static JinjaTemplate parse(String text, String origin, dev.play.error.Source where) {
    return parse(text, origin, where, dev.play.expr.FilterPlugins.NONE);
  }

  /**
   * As {@link #parse(String, String, dev.play.error.Source)}, a filter neither Jinja nor Ansible
   * has found in {@code plugins}.
   */
  public static JinjaTemplate parse(
      String text,
      String origin,
      dev.play.error.Source where,
      dev.play.expr.FilterPlugins plugins) {
    Positions.Origin at =
        origin == null
            ? (line, column) -> where
            : (line, column) -> new dev.play.error.Source(origin, line, column);
    Positions positions = new Positions(text, at);
    Scanner scanner = new Scanner(text, positions);
    TemplateParser parser = new TemplateParser(scanner.pieces(), positions, origin, plugins);
    Body body = parser.parse();
    return new JinjaTemplate(
        body, parser.blocks(), scanner.endsInNewline(), trailingNewlines(text));
  }

  /** How many newlines {@code text} ends with, as Ansible counts them ({@code \n} only). */
  private static int trailingNewlines(String text) {
    int end = text.length();
    while (end > 0 && text.charAt(end - 1) == '\n') {
      end--;
    }
    return text.length() - end;
  }
}
