package dev.play.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Markdown report's limit on the fleet of {@link ReportSizeTest} (500 hosts, 60 tasks, a diff
 * on every change): cut to fit with a note, or split into parts that lose nothing.
 */
class MarkdownSizeTest {
  private static ReportData report;
  private static String whole;

  @BeforeAll
  static void render() {
    report = ReportData.of(List.of(ReportSizeTest.summary()));
    whole = MarkdownReport.whole(report);
  }

  @Test
  void theWholeReportIsLongAndBalanced() {
    System.out.printf(
        "Markdown of %d hosts x %d tasks: %,d characters whole%n",
        ReportSizeTest.HOSTS, ReportSizeTest.ROLES * ReportSizeTest.TASKS_PER_ROLE, whole.length());
    assertTrue(whole.length() > 1_000_000, "long enough to need the limit: " + whole.length());
    assertNull(MarkdownShape.problem(whole));
  }

  @Test
  void everyLimitIsKeptAndTheNoteSaysWhatIsLeftOut() {
    for (int limit :
        new int[] {MarkdownOptions.DEFAULT_MAX_CHARS, 20_000, 5_000, MarkdownOptions.MIN_CHARS}) {
      String md = MarkdownReport.render(report, limit, "report.html");
      assertTrue(md.length() <= limit, limit + ": " + md.length());
      assertNull(MarkdownShape.problem(md), "at " + limit);
      assertTrue(md.startsWith("### Dry run (check): 500 hosts, 500 changed"), md.substring(0, 80));
      assertTrue(md.contains("\n---\n**Left out** to stay within the size of a comment: "), md);
      assertTrue(md.endsWith(". The full report: report.html.\n"), md.substring(md.length() - 200));
    }
    String md = MarkdownReport.render(report, MarkdownOptions.DEFAULT_MAX_CHARS, "report.html");
    System.out.printf(
        "Markdown cut to %,d: %,d characters%n", MarkdownOptions.DEFAULT_MAX_CHARS, md.length());
    assertTrue(
        md.length() > MarkdownOptions.DEFAULT_MAX_CHARS - 2_000,
        "it fills the room: " + md.length());
    assertTrue(
        md.endsWith(
            "\n</details>\n\n---\n**Left out** to stay within the size of a comment: 5,050 of 5,050"
                + " diffs (from role role0 on); 4,455 of 5,050 changes (from role role0 on); the changes of 9 of 10 roles"
                + " (role1, role2, role3, role4, role5 +4 more). The full report: report.html.\n"),
        md.substring(md.length() - 400));
    assertTrue(
        md.contains("<details><summary>role0: 500 hosts changed</summary>"),
        "the first role is kept");
    assertEquals(10, md.split("\n\\| role\\d ", -1).length - 1, "the table is whole");
  }

  @Test
  void withManyRolesTheTableIsCutAfterTheirDetails() {
    StringBuilder roles = new StringBuilder();
    StringBuilder recap = new StringBuilder();
    for (int r = 0; r < 300; r++) {
      roles
          .append(r == 0 ? "" : ",")
          .append("{'role': 'role")
          .append(r)
          .append("', 'hosts': [{'host': 'h")
          .append(r)
          .append(
              "', 'changes': [{'category': 'files', 'task': 't', 'steps': [], 'diffs': []}]}]}");
      recap.append(r == 0 ? "" : ",").append("'h").append(r).append("': {'changed': 1}");
    }
    ReportData many =
        ReportData.of(
            List.of(
                Fixtures.json(
                    "{'check_mode': true, 'roles': [" + roles + "], 'recap': {" + recap + "}}")));
    String md = MarkdownReport.render(many, MarkdownOptions.MIN_CHARS, "x.html");
    assertTrue(md.length() <= MarkdownOptions.MIN_CHARS, md.length() + "");
    assertNull(MarkdownShape.problem(md));
    assertTrue(!md.contains("<details>"), md);
    assertTrue(
        md.contains(
            "**Left out** to stay within the size of a comment: 300 of 300 changes (from role role0 on);"
                + " the changes of 300 of 300 roles (role0, role1, role2, role3, role4 +295 more); "),
        md);
    assertTrue(md.contains(" rows of the table of roles. The full report: x.html.\n"), md);
    assertTrue(md.contains("| role0 | 1 | 0 | 0 |\n"), "the first rows are kept");
  }

  @Test
  void splitPartsEachFitAndTogetherAreTheWholeReport() {
    List<MarkdownSplit.Part> parts = MarkdownSplit.split(whole, MarkdownOptions.DEFAULT_MAX_CHARS);
    System.out.printf(
        "Markdown split at %,d: %d parts%n", MarkdownOptions.DEFAULT_MAX_CHARS, parts.size());
    StringBuilder bodies = new StringBuilder();
    for (MarkdownSplit.Part p : parts) {
      assertTrue(p.text().length() <= MarkdownOptions.DEFAULT_MAX_CHARS, p.text().length() + "");
      assertNull(MarkdownShape.problem(p.text()), () -> "part " + parts.indexOf(p));
      bodies.append(p.body());
    }
    assertEquals(whole, bodies.toString());
    assertTrue(
        parts.size() > whole.length() / MarkdownOptions.DEFAULT_MAX_CHARS, "parts are well filled");
    assertTrue(
        parts
            .get(1)
            .prefix()
            .startsWith("<details><summary>role0: 500 hosts changed (continued)</summary>\n\n"),
        parts.get(1).prefix());
    assertEquals(
        parts.stream().map(MarkdownSplit.Part::text).toList(),
        MarkdownReport.parts(report, MarkdownOptions.DEFAULT_MAX_CHARS));
  }

  @Test
  void aLineLongerThanAPartIsSplitWithinAndContinuesItsDiff() {
    String longLine = "+" + "x".repeat(5_000) + "\n";
    String md =
        "### Run\n\n<details><summary>r: 1 host changed</summary>\n\n```diff\n"
            + longLine
            + "```\n\n</details>\n\n";
    List<MarkdownSplit.Part> parts = MarkdownSplit.split(md, MarkdownOptions.MIN_CHARS);
    assertEquals(md, String.join("", parts.stream().map(MarkdownSplit.Part::body).toList()));
    assertTrue(parts.size() >= 3, parts.size() + "");
    for (MarkdownSplit.Part p : parts) {
      assertTrue(p.text().length() <= MarkdownOptions.MIN_CHARS);
      assertNull(MarkdownShape.problem(p.text()), p.text());
    }
    assertEquals(
        "<details><summary>r: 1 host changed (continued)</summary>\n\n_(diff continued)_\n\n```diff\n",
        parts.get(1).prefix());
    assertEquals(
        "\n```\n</details>\n", parts.get(0).suffix(), "a part that ends within a line ends it");
  }
}
