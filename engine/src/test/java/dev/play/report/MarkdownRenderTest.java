package dev.play.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableBody;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.Code;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.junit.jupiter.api.Test;

/**
 * The Markdown report read as a forge reads it: parsed by CommonMark with GitHub's tables
 * (commonmark-java), not only checked for balance. Every {@code <details>} opens and closes as an
 * HTML block with Markdown rendered inside it, every diff is one fenced {@code diff} block holding
 * exactly the diff, the tables have their rows and cells, and the text escaped stays text.
 */
class MarkdownRenderTest {
  private static final List<Extension> TABLES = List.of(TablesExtension.create());
  private static final Parser PARSER = Parser.builder().extensions(TABLES).build();

  /** What a rendered report holds. */
  private record Read(
      Node document,
      List<String> htmlBlocks,
      List<FencedCodeBlock> fences,
      List<TableBlock> tables,
      String html) {
    long opened() {
      return htmlBlocks.stream().filter(b -> b.startsWith("<details><summary>")).count();
    }

    long closed() {
      return htmlBlocks.stream().filter(b -> b.strip().equals("</details>")).count();
    }

    /** The body rows of table {@code i}, each its cells' text. */
    List<List<String>> rows(int i) {
      List<List<String>> out = new ArrayList<>();
      Node body = tables.get(i).getLastChild();
      assertTrue(body instanceof TableBody, "a table with a body");
      for (Node row = body.getFirstChild(); row != null; row = row.getNext()) {
        List<String> cells = new ArrayList<>();
        for (Node cell = row.getFirstChild(); cell != null; cell = cell.getNext()) {
          assertTrue(cell instanceof TableCell);
          cells.add(text(cell));
        }
        out.add(cells);
      }
      return out;
    }
  }

  private static Read read(String markdown) {
    Node doc = PARSER.parse(markdown);
    List<String> html = new ArrayList<>();
    List<FencedCodeBlock> fences = new ArrayList<>();
    List<TableBlock> tables = new ArrayList<>();
    walk(
        doc,
        n -> {
          if (n instanceof HtmlBlock b) {
            html.add(b.getLiteral());
          } else if (n instanceof FencedCodeBlock f) {
            fences.add(f);
          } else if (n instanceof TableBlock t) {
            tables.add(t);
          }
        });
    return new Read(
        doc, html, fences, tables, HtmlRenderer.builder().extensions(TABLES).build().render(doc));
  }

  private static void walk(Node node, Consumer<Node> visit) {
    for (Node n = node.getFirstChild(); n != null; n = n.getNext()) {
      visit.accept(n);
      walk(n, visit);
    }
  }

  private static String text(Node node) {
    StringBuilder out = new StringBuilder();
    walk(
        node,
        n -> {
          if (n instanceof Text t) {
            out.append(t.getLiteral());
          } else if (n instanceof Code c) {
            out.append(c.getLiteral());
          }
        });
    return out.toString();
  }

  /**
   * Each {@code <details>} block of {@code r} is followed by Markdown (a paragraph, or a diff's
   * fence in a part that continues one), not by raw HTML text.
   */
  private static void assertDetailsHoldMarkdown(Read r) {
    walk(
        r.document(),
        n -> {
          if (n instanceof HtmlBlock b && b.getLiteral().startsWith("<details><summary>")) {
            assertTrue(
                n.getNext() instanceof Paragraph || n.getNext() instanceof FencedCodeBlock,
                "Markdown inside " + b.getLiteral() + ", not " + n.getNext());
          }
        });
    assertEquals(r.opened(), r.closed(), "every <details> closes");
    assertFalse(
        r.html().contains("&lt;details") || r.html().contains("&lt;/details"),
        "no <details> shown as text");
  }

  @Test
  void theSmallSummaryRendersItsTableDetailsAndDiffs() {
    ReportData report = ReportData.of(List.of(Fixtures.load("format2.json")));
    Read r = read(MarkdownReport.render(report, MarkdownOptions.DEFAULT_MAX_CHARS, "report.html"));
    assertDetailsHoldMarkdown(r);
    assertEquals(report.roles().stream().filter(RoleChanges::changed).count(), r.opened());
    List<List<String>> roles = r.rows(r.tables().size() - 1);
    assertEquals(
        report.roles().stream().map(RoleChanges::label).toList(),
        roles.stream().map(c -> c.get(0)).toList());
    roles.forEach(row -> assertEquals(4, row.size(), row.toString()));
    assertEquals(
        report.diffs(),
        r.fences().stream().map(FencedCodeBlock::getLiteral).toList(),
        "each diff is one fenced block, as it is");
    r.fences().forEach(f -> assertEquals("diff", f.getInfo()));
  }

  @Test
  void escapedNamesStayTextAndADiffWithBackticksStaysInItsFence() {
    ReportData report = MarkdownReportTest.tricky();
    Read r = read(MarkdownReport.whole(report));
    assertDetailsHoldMarkdown(r);
    assertEquals(List.of(List.of("h2", "failed", "T | U", "bad <b>| second line")), r.rows(0));
    assertEquals(List.of(List.of("web<1>", "1", "0", "0")), r.rows(1));
    assertEquals(
        List.of("--- f\n+++ f\n@@ -1 +1 @@\n-a\n+```\n+`````\n"),
        r.fences().stream().map(FencedCodeBlock::getLiteral).toList());
    List<String> strong = new ArrayList<>();
    walk(
        r.document(),
        n -> {
          if (n instanceof StrongEmphasis s) {
            strong.add(text(s));
          }
        });
    assertEquals(
        List.of("Copy a|b <x> & *y*"), strong, "the task's name is one bold text, as written");
  }

  @Test
  void anAssumedPredictionListsWhy() {
    ReportData report =
        ReportData.of(
            List.of(
                Fixtures.json(
                    """
        {'format': 2, 'check_mode': true,
         'roles': [{'role': 'nvidia_driver', 'hosts': [
           {'host': 'node0', 'changes': [{'category': 'packages', 'task': 'NVIDIA driver', 'steps': ['install nvidia-driver-550'],
             'known': false, 'assumed': ['nvidia-driver-550 is not in the package index; the earlier task “Add the CUDA repository” (shell), which check mode does not run, may add a package source']}]},
           {'host': 'node1', 'changes': [{'category': 'packages', 'task': 'NVIDIA driver', 'steps': ['install nvidia-driver-550'],
             'known': true, 'assumed': []}]}]}],
         'recap': {'node0': {'ok': 1, 'changed': 1}, 'node1': {'ok': 1, 'changed': 1}}}
        """)));
    String md = MarkdownReport.whole(report);
    Read r = read(md);
    assertDetailsHoldMarkdown(r);
    assertTrue(
        md.startsWith(
            "### Dry run (check): 2 hosts, 2 changed, 0 without changes; 1 change assumed, not known"),
        md);
    assertEquals(
        List.of(List.of("nvidia_driver", "2", "0", "0", "1")), r.rows(0), "assumed on 1 host");
    assertTrue(
        r.html()
            .contains(
                "<li><strong>assumed:</strong> nvidia-driver-550 is not in the package index;"),
        r.html());
    assertEquals(
        1,
        r.html().split("<strong>assumed:</strong>", -1).length - 1,
        "the known change says nothing");
  }

  @Test
  void aReportCutToTheLimitAndEverySplitPartRenderWhole() {
    ReportData fleet = ReportData.of(List.of(ReportSizeTest.summary()));
    Read cut = read(MarkdownReport.render(fleet, MarkdownOptions.DEFAULT_MAX_CHARS, "report.html"));
    assertDetailsHoldMarkdown(cut);
    assertEquals(ReportSizeTest.ROLES, cut.rows(0).size(), "the table of roles is whole");
    assertTrue(
        text(cut.document().getLastChild())
            .startsWith("Left out to stay within the size of a comment: "),
        text(cut.document().getLastChild()));
    List<String> parts = MarkdownReport.parts(fleet, MarkdownOptions.DEFAULT_MAX_CHARS);
    long diffs = 0;
    for (String part : parts) {
      Read r = read(part);
      assertDetailsHoldMarkdown(r);
      r.fences().forEach(f -> assertEquals("diff", f.getInfo()));
      diffs += r.fences().size();
    }
    assertTrue(diffs >= fleet.diffs().size(), "every diff is in a part: " + diffs);
  }
}
