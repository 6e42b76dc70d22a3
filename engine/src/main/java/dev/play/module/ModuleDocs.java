package dev.play.module;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A module's documentation: its section of {@code docs/modules/<page>.md} (bundled in the jar),
 * where the page is the last segment of the module's package ({@code
 * dev.play.module.packages.AptModule} is on {@code packages.md}). A section starts at a heading
 * naming the module (not the page's title, which may list every module of the page) and runs to the
 * next heading of the same or a higher level.
 */
public final class ModuleDocs {
  private static final Pattern HEADING = Pattern.compile("^(#{1,4})\\s+(.*)$");
  private static final Pattern NAME_SEPARATOR = Pattern.compile("[^A-Za-z0-9_.]+");
  private static final Pattern EXAMPLE =
      Pattern.compile("(?m)^```yaml\\n(.*?)^```\\n?", Pattern.DOTALL);

  private ModuleDocs() {}

  /** The page a module is documented on, e.g. {@code packages}. */
  public static String page(Module m) {
    String pkg = m.getClass().getPackageName();
    return pkg.substring(pkg.lastIndexOf('.') + 1);
  }

  /** The module's section, or empty when its page or its heading is missing. */
  public static Optional<String> section(Module m) {
    return markdown(page(m)).flatMap(md -> section(md, m.name()));
  }

  /** The bundled page {@code docs/modules/<page>.md}, if any. */
  public static Optional<String> markdown(String page) {
    try (InputStream in = ModuleDocs.class.getResourceAsStream("/docs/modules/" + page + ".md")) {
      return in == null
          ? Optional.empty()
          : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The section of {@code markdown} whose heading names {@code module}. Pure. */
  public static Optional<String> section(String markdown, String module) {
    List<String> lines = markdown.lines().toList();
    for (int i = 0; i < lines.size(); i++) {
      var h = HEADING.matcher(lines.get(i));
      if (h.matches() && h.group(1).length() > 1 && names(h.group(2), module)) {
        int level = h.group(1).length();
        List<String> out = new ArrayList<>(List.of(lines.get(i)));
        for (int j = i + 1; j < lines.size() && !endsSection(lines.get(j), level); j++) {
          out.add(lines.get(j));
        }
        return Optional.of(String.join("\n", out).strip() + "\n");
      }
    }
    return Optional.empty();
  }

  private static boolean names(String heading, String module) {
    for (String token : NAME_SEPARATOR.split(heading.replace("`", ""))) {
      if (token.equals(module) || token.endsWith("." + module)) {
        return true;
      }
    }
    return false;
  }

  private static boolean endsSection(String line, int level) {
    var h = HEADING.matcher(line);
    return h.matches() && h.group(1).length() <= level;
  }

  /**
   * The first {@code ```yaml} block of {@code section} (its lines, without the fences), if any.
   * Pure.
   */
  public static Optional<String> example(String section) {
    var m = EXAMPLE.matcher(section);
    return m.find() ? Optional.of(m.group(1)) : Optional.empty();
  }

  /** {@code section} without its first {@code ```yaml} block. Pure. */
  public static String withoutExample(String section) {
    return EXAMPLE.matcher(section).replaceFirst("").replaceAll("\n{3,}", "\n\n");
  }

  /**
   * The first sentence of the section's first paragraph of prose (not a list, not an example),
   * without markdown backquotes: a one-line summary. Pure.
   */
  public static String summary(String section) {
    String first =
        Arrays.stream(withoutExample(section).split("\n\\s*\n"))
            .skip(1)
            .filter(p -> !p.startsWith("- ") && !p.startsWith("```"))
            .findFirst()
            .orElse("");
    String text = first.replace("`", "").replaceAll("\\s+", " ").strip();
    int end = text.indexOf(". ");
    return end < 0 ? text : text.substring(0, end + 1);
  }
}
