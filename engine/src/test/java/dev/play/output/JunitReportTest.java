package dev.play.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.output.JunitOptions.Verdict;
import dev.play.secret.Secrets;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class JunitReportTest {
  @TempDir Path dir;

  /** This test's own secrets: each test builds its outputs with a fresh set, nothing to reset. */
  private final Secrets secrets = new Secrets();

  /** Parsed by the JDK's XML parser: a report it refuses fails the test. */
  static Document parse(String xml) throws Exception {
    return DocumentBuilderFactory.newInstance()
        .newDocumentBuilder()
        .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
  }

  private Document run(JunitOptions options) throws Exception {
    Path file = dir.resolve("report.xml");
    ScriptedRun.play(
        new JunitReport(
            OutputTarget.of("--junit", file.toString(), null),
            "site",
            options,
            ScriptedRun.clock(),
            secrets));
    try (var left = Files.list(dir)) {
      assertEquals(List.of(file), left.toList(), "written by a rename: no temporary file left");
    }
    return parse(Files.readString(file));
  }

  private static List<Element> cases(Document doc) {
    NodeList nodes = doc.getElementsByTagName("testcase");
    List<Element> out = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      out.add((Element) nodes.item(i));
    }
    return out;
  }

  private static String verdict(Element testcase) {
    for (String tag : List.of("failure", "error", "skipped")) {
      if (testcase.getElementsByTagName(tag).getLength() > 0) {
        return tag;
      }
    }
    return "pass";
  }

  @Test
  void oneCasePerTaskAndHostWithAnsiblesNamesCountsAndTimes() throws Exception {
    Document doc = run(new JunitOptions(false, false));
    Element suites = doc.getDocumentElement();
    assertEquals("testsuites", suites.getTagName());
    assertEquals(
        List.of("7", "0", "1", "2.500"),
        List.of(
            suites.getAttribute("tests"),
            suites.getAttribute("failures"),
            suites.getAttribute("errors"),
            suites.getAttribute("time")));
    Element suite = (Element) suites.getElementsByTagName("testsuite").item(0);
    assertEquals(
        List.of("site", "7", "1"),
        List.of(
            suite.getAttribute("name"),
            suite.getAttribute("tests"),
            suite.getAttribute("skipped")));
    List<Element> cases = cases(doc);
    assertEquals(
        List.of(
            "[node0] Site: Write config",
            "[node1] Site: Write config",
            "[node0] Site: base : Packages",
            "[node1] Site: base : Packages",
            "[node0] Site: Only on h1",
            "[node1] Site: Only on h1",
            "[node0] Site: Probe"),
        cases.stream().map(c -> c.getAttribute("name")).toList());
    assertEquals(
        List.of("pass", "pass", "pass", "pass", "skipped", "error", "pass"),
        cases.stream().map(JunitReportTest::verdict).toList(),
        "an ignored failure passes, as in Ansible");
    assertEquals("/pb/site.yml:5", cases.get(0).getAttribute("classname"));
    assertEquals(
        List.of("0.250", "0.500"),
        List.of(cases.get(0).getAttribute("time"), cases.get(1).getAttribute("time")));
    assertEquals("Conditional result was False", cases.get(4).getTextContent().strip());
    Element error = (Element) cases.get(5).getElementsByTagName("error").item(0);
    assertEquals("connection refused", error.getAttribute("message"));
    assertTrue(
        cases
            .get(0)
            .getElementsByTagName("system-out")
            .item(0)
            .getTextContent()
            .startsWith("{\n\"changed\": true,\n\"dest\": \"/etc/app.conf\"\n}"));
  }

  @Test
  void failOnChangeAndOnIgnoreAsAnsiblesEnvironmentAsksForThem() throws Exception {
    assertEquals(
        new JunitOptions(true, false), JunitOptions.from(Map.of("JUNIT_FAIL_ON_CHANGE", "True")));
    List<Element> cases = cases(run(new JunitOptions(true, true)));
    assertEquals(
        List.of("failure", "pass", "failure", "pass", "skipped", "error", "failure"),
        cases.stream().map(JunitReportTest::verdict).toList());
    Element failure = (Element) cases.get(6).getElementsByTagName("failure").item(0);
    assertEquals(
        List.of("non-zero return code", "failure"),
        List.of(failure.getAttribute("message"), failure.getAttribute("type")));
    assertEquals(
        "rc=0",
        ((Element) cases.get(0).getElementsByTagName("failure").item(0)).getAttribute("message"));
  }

  @Test
  void expectedFailureAndToggleResultInTheTaskName() {
    JunitOptions plain = new JunitOptions(false, false);
    assertEquals(
        Verdict.PASSED, plain.verdict(named("EXPECTED FAILURE: reject bad input", Status.FAILED)));
    assertEquals(Verdict.PASSED, plain.verdict(named("TOGGLE RESULT probe", Status.FAILED)));
    assertEquals(Verdict.FAILED, plain.verdict(named("TOGGLE RESULT probe", Status.OK)));
    assertEquals(Verdict.SKIPPED, plain.verdict(named("TOGGLE RESULT probe", Status.SKIPPED)));
  }

  private static HostResult named(String name, Status status) {
    return ScriptedRun.result(
        "node0",
        new TaskHeader(TaskHeader.Kind.TASK, null, name, "command"),
        status,
        null,
        Map.of(),
        List.of(),
        false);
  }

  @Test
  void markupControlCharactersAndCdataEndsSurviveTheParser() throws Exception {
    String msg = "bad \u0001 byte ]]> <b>&amp;\" \ud800 end\nline2";
    ScriptedRun.Stdout out = new ScriptedRun.Stdout();
    JunitReport report =
        new JunitReport(
            out.target(), "a<b", new JunitOptions(false, false), ScriptedRun.clock(), secrets);
    report.playStart("P&Q", List.of("node0"));
    report.hostResult(
        ScriptedRun.result(
            "node0",
            named("t]]>", Status.FAILED).task(),
            Status.FAILED,
            null,
            Map.of("msg", msg, "stdout", "x\u001by"),
            List.of(),
            false));
    report.recap(List.of(), false);
    Document doc = parse(out.text());
    Element testcase = cases(doc).get(0);
    assertEquals("[node0] P&Q: t]]>", testcase.getAttribute("name"));
    Element failure = (Element) testcase.getElementsByTagName("failure").item(0);
    assertEquals(
        "bad \\u0001 byte ]]> <b>&amp;\" \\ud800 end\nline2", failure.getAttribute("message"));
    assertTrue(
        failure.getTextContent().contains("\"stdout\": \"x\\u001by\""), failure.getTextContent());
    assertEquals(
        "a<b", ((Element) doc.getElementsByTagName("testsuite").item(0)).getAttribute("name"));
  }

  /**
   * What XML 1.0 holds but a terminal acts on (CR, DEL, C1, bidirectional controls) is written as a
   * character reference: the parser reads back the exact text, and the file has no raw one.
   */
  @Test
  void terminalControlsAreCharacterReferencesReadBackExactly() throws Exception {
    String msg = "csi \u009b31m del \u007f rlo \u202e cr \r ls \u2028 é 日本 🎉";
    ScriptedRun.Stdout out = new ScriptedRun.Stdout();
    JunitReport report =
        new JunitReport(
            out.target(), "site", new JunitOptions(false, false), ScriptedRun.clock(), secrets);
    report.hostResult(
        ScriptedRun.result(
            "node0",
            named("t", Status.FAILED).task(),
            Status.FAILED,
            null,
            Map.of("msg", msg),
            List.of(),
            false));
    report.recap(List.of(), false);
    TerminalControls.assertNone(out.text());
    assertTrue(out.text().contains("csi &#x9b;31m del &#x7f; rlo &#x202e; cr &#xd; ls &#x2028;"));
    Element failure =
        (Element) cases(parse(out.text())).get(0).getElementsByTagName("failure").item(0);
    assertEquals(msg, failure.getAttribute("message"));
  }

  @Test
  void secretsAreMaskedBeforeXmlEscapingHidesThem() throws Exception {
    secrets.register("<pw>&secret");
    ScriptedRun.Stdout out = new ScriptedRun.Stdout();
    JunitReport report =
        new JunitReport(
            out.target(), "site", new JunitOptions(false, false), ScriptedRun.clock(), secrets);
    report.hostResult(
        ScriptedRun.result(
            "node0",
            named("use <pw>&secret", Status.FAILED).task(),
            Status.FAILED,
            null,
            Map.of("msg", "login with <pw>&secret failed"),
            List.of(),
            false));
    report.recap(List.of(), false);
    assertFalse(out.text().contains("secret"), out.text());
    Element failure = (Element) parse(out.text()).getElementsByTagName("failure").item(0);
    assertEquals("login with ******** failed", failure.getAttribute("message"));
  }
}
