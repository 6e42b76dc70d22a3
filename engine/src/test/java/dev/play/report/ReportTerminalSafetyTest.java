package dev.play.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import dev.play.output.TerminalControls;
import dev.play.value.JsonWriter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A summary whose names, messages and diffs hold control characters (as a node may send them): the
 * HTML page and the Markdown comment show them escaped ({@code \x1b}), have none raw, and the
 * Markdown keeps its shape (fences and cells).
 */
class ReportTerminalSafetyTest {
  private static final String EVIL = "\u001b]0;pwned\u0007\u001b[2J\u001b[31mred\r\u009b31m\u202e";
  private static final String SHOWN = "\\x1b]0;pwned\\x07\\x1b[2J\\x1b[31mred\\r\\u009b31m\\u202e";

  private static ReportData report() {
    Map<String, Object> change =
        Map.of(
            "category",
            "files",
            "task",
            "copy " + EVIL,
            "handler",
            false,
            "item",
            "i" + EVIL,
            "steps",
            List.of("write /etc/f" + EVIL),
            "diffs",
            List.of(
                Map.of(
                    "unified",
                    "--- /etc/f" + EVIL + "\n+++ /etc/f\n@@ -1 +1 @@\n-a\n+" + EVIL + "\n")));
    Map<String, Object> summary =
        Map.of(
            "format", 2,
            "check_mode", true,
            "playbooks", List.of("site.yml"),
            "roles",
                List.of(
                    Map.of(
                        "role",
                        "r" + EVIL,
                        "hosts",
                        List.of(Map.of("host", "h" + EVIL, "changes", List.of(change))))),
            "recap", Map.of("h" + EVIL, Map.of("ok", 1, "changed", 1, "failed", 1)),
            "problems",
                List.of(
                    Map.of(
                        "host", "h" + EVIL,
                        "task", "t" + EVIL,
                        "status", "failed",
                        "msg", "m" + EVIL)),
            "unfinished", List.of("h" + EVIL));
    return ReportData.of(
        List.of(JsonParser.parseString(JsonWriter.compact(summary)).getAsJsonObject()));
  }

  @Test
  void theMarkdownShowsControlCharactersEscapedAndKeepsItsShape() {
    String md = MarkdownReport.whole(report());
    TerminalControls.assertNone(md);
    assertNull(MarkdownShape.problem(md));
    assertTrue(md.contains("h\\\\x1b\\]0;pwned\\\\x07"), md); // Markdown's own \ escape of the \
    assertTrue(md.contains("\n+" + SHOWN + "\n"), md); // in the diff's fence, as it is
  }

  @Test
  void theHtmlPageShowsControlCharactersEscaped() {
    String html = HtmlReport.render(report());
    TerminalControls.assertNone(html);
    assertTrue(html.contains("h" + SHOWN), html);
  }

  @Test
  void theScriptDataHasNoRawControlCharacterAndKeepsItsValue() {
    List<String> values = List.of("a\u009bb\u007f\u202e\u2066\u2028\u0085é🎉", "</script>");
    String json = ScriptJson.of(values);
    TerminalControls.assertNone(json);
    assertEquals(values, new com.google.gson.Gson().fromJson(json, List.class));
  }
}
