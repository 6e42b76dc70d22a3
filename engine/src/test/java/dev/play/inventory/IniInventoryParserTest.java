package dev.play.inventory;

import static dev.play.inventory.TestInventories.DIR;
import static dev.play.inventory.TestInventories.load;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.play.error.PlayError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IniInventoryParserTest {
  @TempDir Path tmp;

  @Test
  void hostsInFileOrderDeduplicated() {
    assertEquals(
        List.of(
            "loose1",
            "web1.example.com",
            "web2.example.com",
            "web3.example.com",
            "db-proxy",
            "db01",
            "db02"),
        load("basic.ini").hostNames());
  }

  @Test
  void hostLineValuesAreTypedLikeLiteralEval() {
    Map<String, Object> vars = load("basic.ini").host("web2.example.com").orElseThrow().vars();
    assertEquals(8080, vars.get("http_port"));
    assertEquals(true, vars.get("enabled"));
    assertEquals("front end", vars.get("label"));
    assertEquals("x y", vars.get("tag"));
    assertEquals(List.of(1, 2), vars.get("list"));
    assertEquals("true", vars.get("flag"));
    assertEquals(6, vars.size());
  }

  @Test
  void portAfterHostNameBecomesAnsiblePort() {
    Inventory inv = load("basic.ini");
    assertEquals(Map.of("ansible_port", 2222), inv.host("db-proxy").orElseThrow().vars());
    assertEquals(Map.of("ansible_port", 5432), inv.host("db01").orElseThrow().vars());
  }

  @Test
  void groupVarsAreLiteralsOrStrings() {
    Map<String, Object> vars = load("basic.ini").group("datacenter").orElseThrow().vars();
    assertEquals("ntp.example.com", vars.get("ntp"));
    assertEquals(3, vars.get("retries"));
    assertEquals(0.5, vars.get("ratio"));
    assertEquals("yes", vars.get("enabled"));
    assertEquals("42", vars.get("quoted"));
    assertEquals(
        Map.of("ansible_user", "deploy"), load("basic.ini").group("all").orElseThrow().vars());
  }

  @Test
  void childrenAndUngrouped() {
    Inventory inv = load("basic.ini");
    assertEquals(List.of("web", "dbservers"), inv.group("datacenter").orElseThrow().children());
    assertEquals(List.of("db"), inv.group("dbservers").orElseThrow().children());
    assertEquals(List.of("ungrouped", "datacenter"), inv.group("all").orElseThrow().children());
    assertEquals(List.of("loose1"), inv.groupsMap().get("ungrouped"));
  }

  @Test
  void rangesExpandWithPaddingStepsLettersAndSeveralRanges() {
    assertEquals(
        List.of(
            "node0", "node1", "node2", "node3", "gpu01", "gpu05", "gpu09", "rack-a", "rack-b",
            "rack-c", "x1ya", "x1yb", "x2ya", "x2yb"),
        load("ranges.ini").hostNames());
  }

  @Test
  void badRangeNamesFileLineAndColumn() {
    PlayError e = assertThrows(PlayError.class, () -> load("errors/bad-range.ini"));
    assertEquals(PlayError.Kind.PARSE, e.kind());
    assertEquals(
        DIR
            + "errors/bad-range.ini:7:5: error: bad inventory line: 'node[1:': unterminated host range,"
            + " expected ']'\n"
            + "    node[1:\n"
            + "        ^",
        e.render());
  }

  @Test
  void cycleInChildrenIsNamed() {
    PlayError e = assertThrows(PlayError.class, () -> load("errors/cycle.ini"));
    assertEquals(
        DIR + "errors/cycle.ini:5:1: error: group children form a cycle: a -> b -> a\n    a\n    ^",
        e.render());
  }

  @Test
  void undefinedChildGroupIsAnErrorWithSuggestion() {
    PlayError e = assertThrows(PlayError.class, () -> load("errors/undefined-child.ini"));
    assertEquals(
        DIR
            + "errors/undefined-child.ini:5:1: error: [prod:children] includes undefined group 'webb'"
            + " (did you mean 'web'?)\n    webb\n    ^",
        e.render());
  }

  @Test
  void childDefinedLaterIsFine() throws IOException {
    Inventory inv = inline("[prod:children]\nweb\n\n[web]\nw1\n");
    assertEquals(List.of("w1"), inv.groupsMap().get("prod"));
  }

  @Test
  void varsForUndefinedGroupIsAnError() {
    PlayError e = assertThrows(PlayError.class, () -> inline("[web:vars]\nx=1\n"));
    assertEquals("[web:vars] is not valid for undefined group 'web'", e.getMessage());
    assertEquals(1, e.source().line());
  }

  @Test
  void varsBeforeGroupDefinitionIsFine() throws IOException {
    Inventory inv = inline("[web:vars]\nx=1\n[web]\nw1\n");
    assertEquals(Map.of("x", 1), inv.group("web").orElseThrow().vars());
  }

  @Test
  void selfCycle() {
    PlayError e = assertThrows(PlayError.class, () -> inline("[a]\n[a:children]\na\n"));
    assertEquals("group children form a cycle: a -> a", e.getMessage());
  }

  @Test
  void otherLineErrors() {
    assertEquals(
        "bad inventory line: '[web:child]': unknown section type 'child', expected children or vars",
        message("[web:child]\n"));
    assertEquals(
        "bad inventory line: '[web servers]': a section header is [name], [name:children] or"
            + " [name:vars], with no spaces",
        message("[web servers]\n"));
    assertEquals(
        "bad inventory line: 'h1 user': expected key=value host variable, got 'user'",
        message("[web]\nh1 user\n"));
    assertEquals("bad inventory line: 'h1 a=\"x': no closing quotation", message("h1 a=\"x\n"));
    assertEquals(
        "bad inventory line: 'novalue': expected key=value in [all:vars]",
        message("[all:vars]\nnovalue\n"));
    assertEquals(
        "bad inventory line: 'host:': a host name cannot end in ':', which introduces a port",
        message("host:\n"));
    assertEquals(
        "bad inventory line: 'n[3:1]': host range must have begin <= end, got '[3:1]'",
        message("n[3:1]\n"));
  }

  @Test
  void hostInAllSectionIsAlsoUngrouped() throws IOException {
    Inventory inv = inline("[all]\nh1\n[all:vars]\nv=1\n");
    assertEquals(List.of("h1"), inv.groupsMap().get("ungrouped"));
    assertEquals(List.of("ungrouped"), inv.groupNames("h1"));
  }

  @Test
  void rangesThatStandForMillionsOfHostsAreAnErrorAtTheirLine() throws IOException {
    String line = "h[0:99999] ansible_user=root\n";
    PlayError e = assertThrows(PlayError.class, () -> inline("[big]\n" + line.repeat(11)));
    assertEquals(
        "bad inventory line: 'h[0:99999] ansible_user=root': the inventory stands for more than 1000000"
            + " host entries once its ranges are expanded",
        e.getMessage());
    assertEquals(12, e.source().line(), "the eleventh line of 100,000 passes the limit");
  }

  private String message(String text) {
    return assertThrows(PlayError.class, () -> inline(text)).getMessage();
  }

  private Inventory inline(String text) throws IOException {
    Path file = tmp.resolve("inv.ini");
    Files.writeString(file, text);
    return InventoryLoader.load(List.of(file.toString()), dev.play.vault.VaultContext.none());
  }
}
