package dev.play.output;

import dev.play.output.JunitOptions.Verdict;
import dev.play.value.TerminalText;
import java.util.List;
import java.util.Locale;

/**
 * Renders test cases as a JUnit XML report: {@code <testsuites>} holding one {@code <testsuite>},
 * with the counts and times JUnit readers (Jenkins, GitLab, GitHub actions) expect. Text is escaped
 * for XML 1.0: markup characters as entities (so {@code ]]>} cannot end anything); characters XML
 * cannot hold at all (C0 control characters, lone surrogates) as the text {@code \\uXXXX}; those it
 * holds that a terminal would act on ({@code \r}, DEL, C1 and bidirectional controls, the line and
 * paragraph separators: {@link TerminalText#unsafe}) as character references ({@code &#x9b;}),
 * which a parser reads back as the exact character.
 */
final class JunitXml {
  private JunitXml() {}

  static String render(String suite, List<JunitCase> cases) {
    String counts = counts(cases);
    StringBuilder sb = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    sb.append("<testsuites ").append(counts).append(">\n");
    sb.append("  <testsuite ")
        .append(counts)
        .append(" name=\"")
        .append(attr(suite))
        .append("\" skipped=\"")
        .append(count(cases, Verdict.SKIPPED))
        .append("\">\n");
    cases.forEach(c -> testcase(sb, c));
    sb.append("  </testsuite>\n</testsuites>\n");
    return sb.toString();
  }

  private static String counts(List<JunitCase> cases) {
    double time = cases.stream().mapToDouble(JunitCase::seconds).sum();
    return "disabled=\"0\" errors=\""
        + count(cases, Verdict.ERROR)
        + "\" failures=\""
        + count(cases, Verdict.FAILED)
        + "\" tests=\""
        + cases.size()
        + "\" time=\""
        + seconds(time)
        + "\"";
  }

  private static long count(List<JunitCase> cases, Verdict verdict) {
    return cases.stream().filter(c -> c.verdict() == verdict).count();
  }

  private static void testcase(StringBuilder sb, JunitCase c) {
    sb.append("    <testcase classname=\"")
        .append(attr(c.classname()))
        .append("\" name=\"")
        .append(attr(c.name()))
        .append("\" time=\"")
        .append(seconds(c.seconds()))
        .append("\">\n");
    switch (c.verdict()) {
      case PASSED -> element(sb, "system-out", null, c.output());
      case SKIPPED -> element(sb, "skipped", null, c.message());
      case FAILED -> element(sb, "failure", c.message(), c.output());
      case ERROR -> element(sb, "error", c.message(), c.output());
    }
    sb.append("    </testcase>\n");
  }

  /** {@code <name message=".." type="name">text</name>}; no message attribute when null. */
  private static void element(StringBuilder sb, String name, String message, String text) {
    sb.append("      <").append(name);
    if (message != null) {
      sb.append(" message=\"").append(attr(message)).append("\" type=\"").append(name).append('"');
    }
    sb.append('>').append(text(text == null ? "" : text)).append("</").append(name).append(">\n");
  }

  private static String seconds(double s) {
    return String.format(Locale.ROOT, "%.3f", s);
  }

  /**
   * Element text: {@code & < >} as entities, what XML 1.0 cannot hold as {@code \\uXXXX}, what a
   * terminal acts on as a character reference.
   */
  static String text(String s) {
    return escape(s, false);
  }

  /** Attribute value: as text, and quotes and line breaks as character references. */
  static String attr(String s) {
    return escape(s, true);
  }

  private static String escape(String s, boolean attribute) {
    StringBuilder sb = new StringBuilder(s.length() + 16);
    s.codePoints()
        .forEach(
            cp -> {
              switch (cp) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append(attribute ? "&quot;" : "\"");
                case '\n', '\t' -> sb.append(attribute ? "&#" + cp + ";" : Character.toString(cp));
                default -> sb.append(character(cp));
              }
            });
    return sb.toString();
  }

  /**
   * {@code cp} as it is, or as a character reference where a terminal would act on it (and {@code
   * \r}, which a parser would read as a line feed), or as {@code \\uXXXX} where XML cannot hold it.
   */
  private static String character(int cp) {
    if (!allowed(cp)) {
      return String.format("\\u%04x", cp);
    }
    return TerminalText.unsafe(cp) ? String.format("&#x%x;", cp) : Character.toString(cp);
  }

  /** Whether XML 1.0 can hold {@code cp} (its {@code Char} production). */
  private static boolean allowed(int cp) {
    return cp == '\t'
        || cp == '\n'
        || cp == '\r'
        || (cp >= 0x20 && cp <= 0xD7FF)
        || (cp >= 0xE000 && cp <= 0xFFFD)
        || (cp >= 0x10000 && cp <= 0x10FFFF);
  }
}
