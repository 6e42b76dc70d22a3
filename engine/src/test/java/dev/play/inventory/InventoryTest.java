package dev.play.inventory;

import static dev.play.inventory.TestInventories.load;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class InventoryTest {
  @Test
  void groupChainGoesByDepthThenPriorityThenName() {
    Inventory inv = load("priority.ini");
    assertEquals(List.of("all", "top", "zeta", "alpha"), names(inv.groupChain("h1")));
    assertEquals("alpha", inv.hostVars("h1").get("level"));
  }

  @Test
  void ansibleGroupPriorityOrdersGroupsButIsNoVariable() {
    Inventory inv = load("priority.ini");
    assertEquals(10, inv.group("alpha").orElseThrow().vars().get("ansible_group_priority"));
    assertEquals(Map.of("level", "alpha"), inv.hostVars("h1"));
  }

  @Test
  void ungroupedIsTheFirstChildOfAllAsInAnsible() {
    assertEquals(
        List.of("ungrouped", "gpu", "storage"),
        load("hosts.yml").group("all").orElseThrow().children());
    assertEquals(
        List.of("ungrouped", "datacenter"),
        load("basic.ini").group("all").orElseThrow().children());
  }

  @Test
  void groupChainOrdersParentsBeforeChildren() {
    assertEquals(
        List.of("all", "datacenter", "dbservers", "db"),
        names(load("basic.ini").groupChain("db01")));
  }

  @Test
  void aHostOutsideTheInventoryIsInGroupAllOnly() {
    Inventory inv = load("basic.ini");
    assertTrue(inv.host("bastion").isEmpty());
    assertEquals(List.of("all"), names(inv.groupChain("bastion")));
    assertEquals(Map.of("ansible_user", "deploy"), inv.hostVars("bastion"));
    assertEquals(List.of(), inv.groupNames("bastion"));
  }

  @Test
  void groupNamesAreSortedWithoutAllButWithUngrouped() {
    Inventory inv = load("basic.ini");
    assertEquals(List.of("datacenter", "db", "dbservers"), inv.groupNames("db01"));
    assertEquals(List.of("ungrouped"), inv.groupNames("loose1"));
  }

  @Test
  void groupsMapHasEveryGroupTransitively() {
    Map<String, List<String>> groups = load("basic.ini").groupsMap();
    assertEquals(
        List.of("all", "ungrouped", "web", "db", "dbservers", "datacenter"),
        List.copyOf(groups.keySet()));
    assertEquals(List.of("db01", "db02"), groups.get("dbservers"));
    assertEquals(7, groups.get("all").size());
  }

  @Test
  void noSourceMeansLocalhostIsTheInventory() {
    Inventory inv = InventoryLoader.load(List.of(), dev.play.vault.VaultContext.none());
    assertEquals(List.of("localhost"), inv.hostNames());
    assertEquals(List.of("localhost"), HostPattern.select("all", inv));
    assertEquals(Map.of("ansible_connection", "local"), inv.host("localhost").orElseThrow().vars());
    assertTrue(inv.hostOrImplicit("otherhost").isEmpty());
    assertEquals(List.of("ungrouped"), inv.groupNames("localhost"));
    assertEquals(List.of(), inv.warnings());
  }

  @Test
  void sourcesWithoutHostsLeaveOnlyTheImplicitLocalhost(
      @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws java.io.IOException {
    java.nio.file.Path empty =
        java.nio.file.Files.writeString(dir.resolve("empty.ini"), "# nothing\n");
    Inventory inv =
        InventoryLoader.load(List.of(empty.toString()), dev.play.vault.VaultContext.none());
    assertEquals(List.of(), inv.hostNames());
    assertEquals(List.of(), HostPattern.select("all", inv));
    assertEquals(
        Map.of("ansible_connection", "local"),
        inv.hostOrImplicit("localhost").orElseThrow().vars());
    assertEquals(
        List.of(
            "provided hosts list is empty, only localhost is available."
                + " Note that the implicit localhost does not match 'all'"),
        inv.warnings());
  }

  @Test
  void commaListsAndMissingSources() {
    Inventory inv =
        InventoryLoader.load(
            List.of("h1,h2:2222,", "localhost,", "no/such/file"),
            dev.play.vault.VaultContext.none());
    assertEquals(List.of("h1", "h2", "localhost"), inv.hostNames());
    assertEquals(Map.of("ansible_port", 2222), inv.host("h2").orElseThrow().vars());
    assertEquals(Map.of(), inv.hostOrImplicit("localhost").orElseThrow().vars());
    assertEquals(
        List.of("Unable to parse no/such/file as an inventory source: no such file or directory"),
        inv.warnings());
  }

  @Test
  void severalSourcesMerge() {
    Inventory inv = load("basic.ini", "hosts.yml");
    assertEquals(12, inv.hostNames().size());
    assertEquals("deploy", inv.group("all").orElseThrow().vars().get("ansible_user"));
    assertEquals("ntp.example.com", inv.group("all").orElseThrow().vars().get("ntp"));
  }

  private static List<String> names(List<Group> groups) {
    return groups.stream().map(Group::name).toList();
  }
}
