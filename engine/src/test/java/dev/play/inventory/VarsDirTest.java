package dev.play.inventory;

import static dev.play.inventory.TestInventories.DIR;
import static dev.play.inventory.TestInventories.load;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class VarsDirTest {
  private final Inventory dir = load("dir");

  @Test
  void directorySourceReadsAllInventoryFilesAndSkipsTheRest() {
    assertEquals(List.of("w1", "w2", "d1", "w3"), dir.hostNames());
    assertEquals(
        Map.of("from_yaml", 1, "port", 8080, "role", "web", "deep", true),
        dir.group("web").orElseThrow().vars());
  }

  @Test
  void groupVarsFileWithoutExtensionAndHostVars() {
    assertEquals(Map.of("engine", "postgres"), dir.group("db").orElseThrow().vars());
    assertEquals(Map.of("who", "w1"), dir.host("w1").orElseThrow().vars());
  }

  @Test
  void groupVarsForUnknownGroupIsAWarning() {
    assertEquals(
        List.of(
            DIR
                + "dir/group_vars/wbe.yml: no group named 'wbe' in the inventory, variables unused"
                + " unless add_host or group_by makes it"
                + " (did you mean 'web'?)"),
        dir.warnings());
  }

  @Test
  void playbookVarsDirWinsOverInventoryOnes() {
    Inventory inv = dir.withVarsDir(Path.of(DIR + "playdir"), dev.play.vault.VaultContext.none());
    assertEquals(9090, inv.group("web").orElseThrow().vars().get("port"));
    assertEquals("play", inv.host("w1").orElseThrow().vars().get("who"));
    assertEquals("postgres", inv.group("db").orElseThrow().vars().get("engine"));
  }

  @Test
  void layersFollowAnsiblePrecedence() {
    Inventory inv = dir.withVarsDir(Path.of(DIR + "playdir"), dev.play.vault.VaultContext.none());
    assertEquals(
        List.of(
            "inventory group 'web'",
            DIR + "dir/group_vars/all.yml",
            DIR + "playdir/group_vars/all.yml",
            DIR + "dir/group_vars/web",
            DIR + "playdir/group_vars/web.yml",
            DIR + "dir/host_vars/w1.yml",
            DIR + "playdir/host_vars/w1.yml"),
        inv.varLayers("w1").stream().map(dev.play.vars.Layer::name).toList());
    Map<String, Object> vars = inv.hostVars("w1");
    assertEquals("play-level", vars.get("ntp"));
    assertEquals(9090, vars.get("port"));
    assertEquals("play", vars.get("who"));
  }

  @Test
  void implicitLocalhostGetsAllGroupAndItsHostVars() {
    Host local = dir.hostOrImplicit("localhost").orElseThrow();
    assertEquals(Map.of("ansible_connection", "local", "local_thing", 1), local.vars());
    assertEquals("from-all", dir.hostVars("localhost").get("common"));
    assertEquals(List.of("all"), dir.groupChain("localhost").stream().map(Group::name).toList());
  }

  @Test
  void aHostOutsideTheInventoryGetsGroupAllFromEveryVarsDir() {
    Inventory inv = dir.withVarsDir(Path.of(DIR + "playdir"), dev.play.vault.VaultContext.none());
    assertEquals(
        List.of(DIR + "dir/group_vars/all.yml", DIR + "playdir/group_vars/all.yml"),
        inv.varLayers("jump.example.com").stream().map(dev.play.vars.Layer::name).toList());
    assertEquals(
        Map.of("common", "from-all", "ntp", "play-level"), inv.hostVars("jump.example.com"));
    assertEquals(List.of(), inv.groupNames("jump.example.com"));
  }
}
