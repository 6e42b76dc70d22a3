package dev.play.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Markdown report: its text for a small summary, its escaping, its structure. */
class MarkdownReportTest {
  private static String golden(String name) throws IOException {
    try (InputStream in = MarkdownReportTest.class.getResourceAsStream(name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** Names, messages and a diff full of what Markdown and HTML would read as markup. */
  static ReportData tricky() {
    return ReportData.of(
        List.of(
            Fixtures.json(
                """
        {'format': 2, 'check_mode': false, 'playbooks': ['a|b.yml'],
         'roles': [{'role': 'web<1>', 'hosts': [
           {'host': 'h&1', 'changes': [{'category': 'files', 'task': 'Copy a|b <x> & *y*', 'handler': true,
             'item': null, 'steps': ['write `f`'],
             'diffs': [{'unified': '--- f\\n+++ f\\n@@ -1 +1 @@\\n-a\\n+```\\n+`````\\n'}]}]}]}],
         'recap': {'h&1': {'ok': 1, 'changed': 1}},
         'problems': [{'host': 'h2', 'task': 'T | U', 'status': 'failed', 'msg': 'bad <b>|\\nsecond line'}]}
        """)));
  }

  @Test
  void theSmallSummaryReadsAsWritten() throws IOException {
    String md =
        MarkdownReport.render(
            ReportData.of(List.of(Fixtures.load("format2.json"))),
            MarkdownOptions.DEFAULT_MAX_CHARS,
            "report.html");
    assertEquals(golden("format2.md"), md);
    assertNull(MarkdownShape.problem(md));
  }

  @Test
  void namesAndMessagesAreEscapedAndNoDiffLeavesItsFence() {
    String md = MarkdownReport.whole(tricky());
    assertTrue(md.startsWith("### Run of a&#124;b.yml (apply): 2 hosts"), md);
    assertTrue(
        md.contains(
            "**Copy a&#124;b &lt;x&gt; &amp; \\*y\\*** (files, handler) on h&amp;1\n- write \\`f\\`\n"),
        md);
    assertTrue(md.contains("| h2 | failed | T &#124; U | bad &lt;b&gt;&#124; second line |\n"), md);
    assertTrue(md.contains("| web&lt;1&gt; | 1 | 0 | 0 |\n"), md);
    assertTrue(md.contains("<details><summary>web&lt;1&gt;: 1 host changed</summary>\n"), md);
    assertTrue(
        md.contains("\n``````diff\n--- f\n+++ f\n@@ -1 +1 @@\n-a\n+```\n+`````\n``````\n"), md);
    assertNull(MarkdownShape.problem(md));
    for (String row : md.lines().filter(l -> l.startsWith("| ")).toList()) {
      assertEquals(6, row.split("\\|", -1).length, "four cells: " + row);
    }
  }

  @Test
  void theShapeCheckerFindsWhatIsLeftOpen() {
    assertEquals("a fence ``` is never closed", MarkdownShape.problem("```diff\n+a\n"));
    assertEquals(
        "<details> of line 1 is never closed",
        MarkdownShape.problem("<details><summary>x</summary>\n\n"));
    assertEquals(
        "line 1: </details> with no <details> open", MarkdownShape.problem("</details>\n"));
    assertNull(MarkdownShape.problem("<details>\n````diff\n```\n</details>\n````\n</details>\n"));
  }

  @Test
  void aSummaryWithoutChangesSaysSo() {
    String md =
        MarkdownReport.whole(
            ReportData.of(
                List.of(
                    Fixtures.json(
                        """
        {'check_mode': true, 'roles': [{'role': 'r', 'hosts': [{'host': 'a', 'changes': []}]}],
         'recap': {'a': {'ok': 1}}}
        """))));
    assertEquals(
        "### Dry run (check): 1 host, 0 changed, 1 without changes\n\n#### Nothing changed\n\n"
            + "| role | hosts changed | no changes | not finished |\n|---|--:|--:|--:|\n| r | 0 | 1 | 0 |\n\n",
        md);
  }

  @Test
  void partsAreNamedAfterTheFile() {
    assertEquals(
        java.nio.file.Path.of("out/r-2.md"),
        MarkdownReport.partFile(java.nio.file.Path.of("out/r.md"), 2));
    assertFalse(MarkdownReport.partFile(java.nio.file.Path.of("r"), 1).toString().contains("."));
  }
}
