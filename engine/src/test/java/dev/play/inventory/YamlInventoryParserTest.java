package dev.play.inventory;

import static dev.play.inventory.TestInventories.DIR;
import static dev.play.inventory.TestInventories.load;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.play.error.PlayError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class YamlInventoryParserTest {
  @Test
  void nestedGroupsHostsAndRanges() {
    Inventory inv = load("hosts.yml");
    assertEquals(List.of("bastion", "gpu01", "gpu02", "gpu-spare", "nfs1"), inv.hostNames());
    assertEquals(List.of("a100", "h100"), inv.group("gpu").orElseThrow().children());
    assertEquals(List.of("gpu02"), inv.groupsMap().get("h100"));
    assertEquals(List.of("gpu01", "gpu02", "gpu-spare"), inv.groupsMap().get("gpu"));
    assertEquals(List.of("bastion"), inv.groupsMap().get("ungrouped"));
  }

  @Test
  void valuesKeepYaml11Types() {
    Inventory inv = load("hosts.yml");
    assertEquals(Map.of("gpus", 8), inv.host("gpu01").orElseThrow().vars());
    assertEquals(Map.of("ansible_port", 2200), inv.host("gpu-spare").orElseThrow().vars());
    assertEquals(Map.of(), inv.host("nfs1").orElseThrow().vars());
    Map<String, Object> gpu = inv.group("gpu").orElseThrow().vars();
    assertEquals(true, gpu.get("enabled"));
    assertEquals(1.1, gpu.get("version"));
    assertEquals("2024-01-02", gpu.get("built"));
    assertEquals(Map.of("ntp", "ntp.example.com"), inv.group("all").orElseThrow().vars());
  }

  @Test
  void theKeysOfAVariablesMappingsKeepTheirYamlTypes(@TempDir Path dir) throws Exception {
    Path file =
        Files.writeString(
            dir.resolve("hosts.yml"),
            "all:\n  vars:\n    jre: {17: openjdk-17-jre, '11': x}\n"
                + "  hosts:\n    h1: {1: one, m: {true: t}}\n");
    Inventory inv =
        InventoryLoader.load(List.of(file.toString()), dev.play.vault.VaultContext.none());
    Map<String, Object> vars = inv.hostVars("h1");
    assertEquals(List.of(17, "11"), List.copyOf(((Map<?, ?>) vars.get("jre")).keySet()));
    assertEquals("one", vars.get("1"));
    assertEquals(Map.of(true, "t"), vars.get("m"));
  }

  @Test
  void aKeyThatIsNotAGroupDefinitionIsSkippedAndNoGroup(@TempDir Path dir) throws Exception {
    Path file =
        Files.writeString(
            dir.resolve("hosts.yml"), "ntp: pool.example.com\nall:\n  hosts:\n    h1:\n");
    Inventory inv =
        InventoryLoader.load(List.of(file.toString()), dev.play.vault.VaultContext.none());
    assertEquals(java.util.Optional.empty(), inv.group("ntp"));
    assertEquals(
        List.of(file + ":1:6: skipping 'ntp', which is not a valid group definition"),
        inv.warnings());
  }

  @Test
  void anUnknownTagIsAnErrorAtItsValue(@TempDir Path dir) throws Exception {
    Path file =
        Files.writeString(
            dir.resolve("hosts.yml"), "all:\n  hosts:\n    gpu01: {rank: !custom 3}\n");
    PlayError e =
        assertThrows(
            PlayError.class,
            () ->
                InventoryLoader.load(List.of(file.toString()), dev.play.vault.VaultContext.none()));
    assertEquals(
        file + ":3:19: error: bad YAML: could not determine a constructor for the tag !custom",
        e.render().lines().findFirst().orElseThrow());
  }

  @Test
  void aVaultTagOnAMappingIsAnErrorAtItsValue(@TempDir Path dir) throws Exception {
    Path file =
        Files.writeString(
            dir.resolve("hosts.yml"), "all:\n  hosts:\n    gpu01: {token: !vault {a: 1}}\n");
    PlayError e =
        assertThrows(
            PlayError.class,
            () ->
                InventoryLoader.load(List.of(file.toString()), dev.play.vault.VaultContext.none()));
    assertEquals(
        file + ":3:20: error: bad YAML: a !vault value must be the vault's text, not a mapping",
        e.render().lines().findFirst().orElseThrow());
  }

  @Test
  void anUnsafeValueIsKeptAsWrittenAndOnAListIsAnError(@TempDir Path dir) throws Exception {
    Path file =
        Files.writeString(
            dir.resolve("hosts.yml"), "all:\n  hosts:\n    gpu01: {motd: !unsafe '{{ raw }}'}\n");
    Inventory inv =
        InventoryLoader.load(List.of(file.toString()), dev.play.vault.VaultContext.none());
    assertEquals(
        new dev.play.value.UnsafeText("{{ raw }}"),
        inv.host("gpu01").orElseThrow().vars().get("motd"));
    Path bad =
        Files.writeString(
            dir.resolve("bad.yml"), "all:\n  hosts:\n    gpu01: {motd: !unsafe [x]}\n");
    PlayError e =
        assertThrows(
            PlayError.class,
            () ->
                InventoryLoader.load(List.of(bad.toString()), dev.play.vault.VaultContext.none()));
    assertEquals(
        bad + ":3:19: error: bad YAML: !unsafe applies to a string, not a list",
        e.render().lines().findFirst().orElseThrow());
  }

  @Test
  void mergeKeysMergeAndAMergeTagElsewhereOrAValueItsTagRefusesIsAnError(@TempDir Path dir)
      throws Exception {
    Path file =
        Files.writeString(
            dir.resolve("hosts.yml"),
            "all:\n  hosts:\n    gpu01: &base {rank: 0, cuda: '12'}\n    gpu02: {<<: *base, rank: 1}\n");
    Inventory inv =
        InventoryLoader.load(List.of(file.toString()), dev.play.vault.VaultContext.none());
    assertEquals(Map.of("rank", 1, "cuda", "12"), inv.host("gpu02").orElseThrow().vars());
    Path root = Files.writeString(dir.resolve("root.yml"), "<<\n");
    PlayError e =
        assertThrows(
            PlayError.class,
            () ->
                InventoryLoader.load(List.of(root.toString()), dev.play.vault.VaultContext.none()));
    assertEquals(
        root
            + ":1:1: error: bad YAML: could not determine a constructor for the tag tag:yaml.org,2002:merge",
        e.render().lines().findFirst().orElseThrow());
    Path badInt = Files.writeString(dir.resolve("int.yml"), "all:\n  vars: {gpus: !!int eight}\n");
    PlayError i =
        assertThrows(
            PlayError.class,
            () ->
                InventoryLoader.load(
                    List.of(badInt.toString()), dev.play.vault.VaultContext.none()));
    assertEquals(
        badInt + ":2:16: error: bad YAML: For input string: \"eight\"",
        i.render().lines().findFirst().orElseThrow());
  }

  @Test
  void syntaxErrorNamesLineAndColumn() {
    PlayError e = assertThrows(PlayError.class, () -> load("errors/bad-yaml.yml"));
    assertEquals(
        DIR
            + "errors/bad-yaml.yml:4:3: error: bad YAML: expected <block end>, but found '-'"
            + " (while parsing a block mapping)\n      - b\n      ^",
        e.render());
  }

  @Test
  void wrongSectionTypeNamesItsPosition() {
    PlayError e = assertThrows(PlayError.class, () -> load("errors/hosts-list.yml"));
    assertEquals(
        DIR
            + "errors/hosts-list.yml:4:14: error: 'hosts' of group 'web' must be a mapping, not a list",
        e.render().lines().findFirst().orElseThrow());
  }

  @Test
  void noExtensionYamlIsSniffed() {
    Inventory inv = load("yaml-noext", "ini-noext");
    assertEquals(List.of("y1", "i1"), inv.groupsMap().get("sniffed"));
    assertEquals(Map.of("ansible_port", 2201), inv.host("i1").orElseThrow().vars());
  }
}
