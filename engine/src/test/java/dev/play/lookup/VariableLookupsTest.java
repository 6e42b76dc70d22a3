package dev.play.lookup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.play.inventory.InventoryLoader;
import dev.play.vars.UndefinedVariableException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code env}, {@code vars} and {@code inventory_hostnames}: values the controller already has. */
class VariableLookupsTest {
  @TempDir Path dir;

  @Test
  void envReadsTheControllersEnvironmentWithADefault() {
    Fixture f = new Fixture(dir);
    assertEquals(
        List.of(System.getenv("PATH"), ""), f.run("env", "PATH", "PLAY_SURELY_UNSET_VARIABLE"));
    assertEquals(
        List.of(System.getenv("PATH"), "dflt"),
        f.run("env", Map.of("default", "dflt"), "PATH other words", "PLAY_SURELY_UNSET_VARIABLE"));
  }

  @Test
  void varsGivesValuesOrTheDefault() {
    Fixture f = new Fixture(dir);
    f.vars.put("d", Map.of("a", 1));
    f.vars.put("greeting", "hello");
    assertEquals(List.of(Map.of("a", 1), "hello"), f.run("vars", "d", "greeting"));
    assertEquals(List.of(5), f.run("vars", Map.of("default", 5), "nope"));
    UndefinedVariableException e =
        assertThrows(UndefinedVariableException.class, () -> f.run("vars", "nope"));
    assertEquals("No variable found with this name: nope", e.getMessage());
    assertThrows(LookupException.class, () -> f.run("vars", 3));
  }

  @Test
  void varnamesListsTheNamesEachRegexSearchesOut() {
    Fixture f = new Fixture(dir);
    Map<String, Object> visible = new java.util.LinkedHashMap<>();
    visible.put("ssh_port", 22);
    visible.put("sshd_port", 2222);
    visible.put("ntp_server", "a");
    f.vars.put("vars", visible);
    assertEquals(
        List.of("ssh_port", "sshd_port", "ntp_server"), f.run("varnames", "^ssh", "^ntp_"));
    assertEquals(List.of("ssh_port"), f.run("varnames", "^ssh_port$"));
    LookupException e = assertThrows(LookupException.class, () -> f.run("varnames", "(unclosed"));
    assertEquals(
        "Unable to use \"(unclosed\" as a search parameter: bad regular expression '(unclosed': Unclosed group",
        e.getMessage());
  }

  @Test
  void inventoryHostnamesTakesPatternsTogether() throws IOException {
    Path inv = Files.writeString(dir.resolve("hosts.ini"), "[web]\nw1\nw2\n[db]\nd1\n");
    Fixture f = new Fixture(dir);
    f.inventory = InventoryLoader.load(List.of(inv.toString()), dev.play.vault.VaultContext.none());
    assertEquals(List.of("w1"), f.run("inventory_hostnames", "web:!w2"));
    assertEquals(List.of("w1", "w2", "d1"), f.run("inventory_hostnames", "web", "db"));
    assertEquals(List.of("w1", "d1"), f.run("inventory_hostnames", "all", "!w2"));
    assertEquals(List.of("d1"), f.run("inventory_hostnames", "db[0]"));
    assertEquals(
        List.of(),
        f.run("inventory_hostnames", "db[5]"),
        "a bad pattern selects nothing, as in Ansible");
  }
}
