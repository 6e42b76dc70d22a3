package dev.play.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link HtmlReport}: the page's parts, its escaping, and that it loads nothing from elsewhere. */
class HtmlReportTest {
  private static String render(String... fixtures) {
    return HtmlReport.render(
        ReportData.of(java.util.Arrays.stream(fixtures).map(Fixtures::load).toList()));
  }

  private static int count(String text, String part) {
    return text.split(Pattern.quote(part), -1).length - 1;
  }

  /** The JSON of the page's script element {@code id}, read as {@code type}. */
  private static <T> T scriptJson(String html, String id, Class<T> type) {
    Matcher data =
        Pattern.compile(
                "<script type=\"application/json\" id=\"" + id + "\">(.*?)</script>",
                Pattern.DOTALL)
            .matcher(html);
    assertTrue(data.find(), id);
    return new com.google.gson.Gson().fromJson(data.group(1), type);
  }

  @Test
  void hostsThatChangedAlikeShareOneBlockOfChanges() {
    String html = render("format2.json");
    assertTrue(
        html.contains(
            "data-host=\"node0\" data-role=\"sysctl\" data-changed=\"1\" data-problem=\"0\""
                + " data-cats=\"sysctl\" data-preds=\"known\" data-block=\"0\""));
    assertTrue(
        html.contains(
            "data-host=\"node1\" data-role=\"sysctl\" data-changed=\"1\" data-problem=\"0\""
                + " data-cats=\"sysctl\" data-preds=\"known\" data-block=\"0\""));
    assertTrue(
        html.contains(
            "data-host=\"node2\" data-role=\"sysctl\" data-changed=\"0\" data-problem=\"0\""
                + " data-cats=\"\" data-preds=\"\" data-block=\"1\""));
    java.util.Map<?, ?> changes = scriptJson(html, "change-data", java.util.Map.class);
    assertEquals(
        List.of(
            "sysctl", "Set RoCE sysctls", "net.core.rmem_max", "set net.core.rmem_max = 16777216"),
        changes.get("s"));
    assertEquals(
        List.of(List.of(List.of(0.0, 1.0, 0.0, 2.0, List.of(3.0), List.of(0.0))), List.of()),
        changes.get("b"));
  }

  @Test
  void hasTheControlsAndClassesABrowserTestDrives() {
    String html = render("format2.json");
    for (String id :
        List.of(
            "id=\"toggle-changed-only\" checked",
            "id=\"toggle-problems\"",
            "id=\"filter-role\"",
            "id=\"filter-host\"",
            "id=\"filter-category\"",
            "id=\"toggle-diffs\" checked",
            "id=\"diff-data\"",
            "<option value=\"sysctl\">sysctl</option>")) {
      assertTrue(html.contains(id), id);
    }
    assertEquals(4, count(html, "<details class=\"host\" data-host=\""));
    assertEquals(
        1,
        count(
            html, "class=\"task-row\" data-role=\"sysctl\" data-changed=\"1\" data-problem=\"1\""));
  }

  @Test
  void problemsComeFirstWithTheirMessagesAndUnfinishedHostsAreNamed() {
    String html = render("format2.json");
    int problems = html.indexOf("<div class=\"problem\" data-host=\"node3\"");
    assertTrue(problems > 0 && problems < html.indexOf("id=\"by-role\""));
    assertTrue(
        html.contains("cannot stat /proc/sys/net/core/rmem_max: &lt;No such file&gt;"), "escaped");
    assertTrue(html.contains("<p id=\"unfinished\" class=\"problem-note\">Unfinished"));
    assertTrue(html.contains("node3, node4</p>"));
  }

  @Test
  void theTaskViewNamesTheOddHostsAndShowsIdenticalDiffsOnce() {
    String html = render("format2.json");
    assertTrue(
        html.contains("changed on 2 hosts, ok on node2, failed on node3, unreachable on node4"));
    assertTrue(
        html.contains(
            "<details class=\"diff\" data-diffs=\"0\"><summary>diff on node0, node1</summary>"));
    assertEquals(1, scriptJson(html, "diff-data", List.class).size());
  }

  @Test
  void formatOneSaysTheTaskViewIsMissingAndNamesTheFailedHost() {
    String html = render("format1.json");
    assertTrue(html.contains("id=\"no-tasks\""));
    assertFalse(html.contains("class=\"task-row\""));
    assertTrue(html.contains("<div class=\"problem\" data-host=\"node2\" data-problem=\"1\">"));
    assertTrue(
        html.contains(
            "data-host=\"node2\" data-role=\"docker\" data-changed=\"0\" data-problem=\"1\""));
    assertTrue(html.contains("0 changes so far</span> <span class=\"status status-incomplete\">"));
    Matcher unchanged = Pattern.compile("<ul id=\"unchanged-hosts\">(.*?)</ul>").matcher(html);
    assertTrue(unchanged.find());
    assertEquals(
        "<li class=\"unchanged-host\" data-host=\"node1\" data-problem=\"0\">node1</li>",
        unchanged.group(1));
  }

  @Test
  void escapesTextAndTheEmbeddedDiffs() {
    String doc =
        "{'check_mode': false, 'recap': {'<b>': {}}, 'roles': [{'role': 'r<i>', 'hosts': [{'host': '<b>',"
            + " 'changes': [{'category': 'files', 'task': '<script>alert(1)</script>', 'item': '\\u0022&',"
            + " 'steps': ['<img src=x>'], 'diffs': [{'unified': '+</script><script>alert(2)</script>\\n'}]}]}]}]}";
    String html = HtmlReport.render(ReportData.of(List.of(Fixtures.json(doc))));
    assertFalse(html.contains("<script>alert"), html);
    assertFalse(html.contains("<img"), html);
    assertFalse(html.contains("<b>") || html.contains("<i>"), html);
    assertTrue(html.contains("<h3>r&lt;i&gt;</h3>"));
    assertTrue(html.contains("data-host=\"&lt;b&gt;\""));
    assertEquals(4, count(html, "</script>"), "the three data elements' and the code's only");
    List<?> strings = (List<?>) scriptJson(html, "change-data", java.util.Map.class).get("s");
    assertTrue(
        strings.containsAll(List.of("<script>alert(1)</script>", "\"&", "<img src=x>")),
        strings.toString());
    assertEquals(
        List.of("+</script><script>alert(2)</script>\n"),
        scriptJson(html, "diff-data", List.class));
  }

  @Test
  void aTaskWithADifferentDiffOnEveryHostShowsTenAndHoldsBackTheRest() {
    String html = HtmlReport.render(ReportData.of(List.of(ReportSizeTest.summary(50))));
    Matcher row =
        Pattern.compile("<tr class=\"task-row\"[^>]*>(.*?)</tr>", Pattern.DOTALL).matcher(html);
    assertTrue(row.find());
    assertEquals(
        HtmlTasks.GROUPS_SHOWN, count(row.group(1), "<details class=\"diff\""), row.group(1));
    assertTrue(
        row.group(1)
            .contains(
                "<details class=\"more-diffs\" data-more=\"0\"><summary>40 more diffs, on 40"
                    + " hosts</summary></details>"),
        row.group(1));
    java.util.Map<?, ?> held = scriptJson(html, "task-diff-data", java.util.Map.class);
    List<?> rest = (List<?>) held.get("0");
    assertEquals(40, rest.size());
    assertEquals("node10", ((List<?>) rest.get(0)).get(0), "the eleventh host's diff comes first");
  }

  @Test
  void anAssumedPredictionIsMarkedCountedAndSaysWhy() {
    String html =
        HtmlReport.render(
            ReportData.of(
                List.of(
                    Fixtures.json(
                        """
        {'format': 2, 'check_mode': true,
         'roles': [{'role': 'drv', 'hosts': [
           {'host': 'n0', 'changes': [{'category': 'packages', 'task': 'Driver', 'steps': ['install d'],
             'known': false, 'assumed': ['d is not in the package index; an earlier task adds a package source']}]},
           {'host': 'n1', 'changes': [{'category': 'packages', 'task': 'Driver', 'steps': ['install d']}]}]}],
         'tasks': [{'role': 'drv', 'task': 'Driver', 'hosts': {'n0': 'changed', 'n1': 'changed'}}],
         'recap': {'n0': {'changed': 1}, 'n1': {'changed': 1}}}
        """))));
    assertTrue(html.contains("<dt>predictions</dt><dd>1 known, 1 assumed"), html);
    assertTrue(
        html.contains(
            "data-host=\"n0\" data-role=\"drv\" data-changed=\"1\" data-problem=\"0\""
                + " data-cats=\"packages\" data-preds=\"assumed\""),
        html);
    assertTrue(html.contains("data-preds=\"known assumed\"><td>"), "the task row has both kinds");
    assertTrue(html.contains("<span class=\"tag tag-assumed\">assumed on 1 host</span>"), html);
    assertTrue(html.contains("<span class=\"tag tag-assumed\">1 assumed</span>"), html);
    assertTrue(html.contains("id=\"filter-prediction\""), html);
    List<?> strings = (List<?>) scriptJson(html, "change-data", java.util.Map.class).get("s");
    assertTrue(
        strings.contains("d is not in the package index; an earlier task adds a package source"),
        strings.toString());
  }

  @Test
  void loadsNothingFromElsewhere() {
    String html = render("format1.json", "format2.json");
    assertFalse(html.contains("http://") || html.contains("https://"), "no address at all");
    assertFalse(Pattern.compile("<script[^>]*\\ssrc=").matcher(html).find());
    assertFalse(Pattern.compile("<link[^>]*href=").matcher(html).find());
    assertFalse(Pattern.compile("<(img|iframe|object|embed)\\b").matcher(html).find());
    assertFalse(html.contains("url(") || html.contains("@import"), "no style sheet loads");
    assertTrue(
        html.contains(
            "content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'\""));
  }

  @Test
  void writesTheFileAtomicallyForTheRunsReportOption(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("report.html");
    Files.writeString(out, "old");
    HtmlReport.write(List.of(Fixtures.load("format2.json")), out);
    assertTrue(Files.readString(out).startsWith("<!DOCTYPE html>"));
    try (var files = Files.list(dir)) {
      assertEquals(List.of(out), files.toList(), "no temporary file left beside it");
    }
  }
}
