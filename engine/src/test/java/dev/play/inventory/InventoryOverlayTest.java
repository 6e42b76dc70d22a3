package dev.play.inventory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.error.PlayError;
import dev.play.inventory.InventoryAddition.Child;
import dev.play.inventory.InventoryAddition.HostVars;
import dev.play.inventory.InventoryAddition.Member;
import dev.play.inventory.InventoryAddition.NewGroup;
import dev.play.inventory.InventoryAddition.NewHost;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The run's additions over a loaded inventory, as Ansible's in-memory inventory after add_host and
 * group_by.
 */
class InventoryOverlayTest {
  private final List<String> warnings = new ArrayList<>();

  /**
   * {@code [web] w1 w2}, {@code [db] d1}, an ungrouped {@code u1}, {@code web} with {@code
   * port=80}.
   */
  private static Inventory loaded() {
    InventoryBuilder b = new InventoryBuilder();
    b.addHost("ungrouped", "u1", Map.of());
    b.addHost("web", "w1", Map.of("ansible_host", "10.0.0.1"));
    b.addHost("web", "w2", Map.of());
    b.addHost("db", "d1", Map.of());
    b.setGroupVar("web", "port", 80);
    return b.build();
  }

  private RunInventory run() {
    return new RunInventory(loaded(), warnings::add);
  }

  private static List<InventoryAddition> addHost(
      String host, Map<String, Object> vars, String... groups) {
    List<InventoryAddition> out =
        new ArrayList<>(List.of(new NewHost(host), new HostVars(host, vars)));
    for (String g : groups) {
      out.add(new NewGroup(g));
      out.add(new Member(g, host));
    }
    return out;
  }

  @Test
  void anAddedHostLeadsGroupAllAndFollowsInItsGroupsAsInAnsible() {
    RunInventory run = run();
    run.add(addHost("n1", Map.of("ansible_host", "10.0.0.9"), "web", "new"));
    Inventory now = run.current();
    assertEquals(List.of("u1", "w1", "w2", "d1", "n1"), now.hostNames());
    assertEquals(List.of("n1", "u1", "w1", "w2", "d1"), now.hostsOf("all"));
    assertEquals(List.of("w1", "w2", "n1"), now.hostsOf("web"));
    assertEquals(List.of("n1"), now.hostsOf("new"));
    assertEquals(
        List.of("all", "ungrouped", "web", "db", "new"),
        now.groups().stream().map(Group::name).toList());
    assertTrue(now.group("all").orElseThrow().children().contains("new"));
    assertEquals(List.of("new", "web"), now.groupNames("n1"));
    assertEquals(80, now.hostVars("n1").get("port"));
    assertEquals("10.0.0.9", now.hostVars("n1").get("ansible_host"));
  }

  @Test
  void anAddedHostWithoutGroupsIsUngroupedAndTheLoadedInventoryNeverChanges() {
    Inventory loaded = loaded();
    RunInventory run = new RunInventory(loaded, warnings::add);
    run.add(addHost("n1", Map.of()));
    assertEquals(List.of("u1", "n1"), run.current().hostsOf("ungrouped"));
    assertEquals(List.of("ungrouped"), run.current().groupNames("n1"));
    assertEquals(List.of("u1", "w1", "w2", "d1"), loaded.hostNames());
    assertTrue(loaded.host("n1").isEmpty());
  }

  @Test
  void variablesGivenToAnExistingHostGoOverItsInventoryLine() {
    RunInventory run = run();
    List<InventoryAddition> more = List.of(new HostVars("w1", Map.of("ansible_user", "ops")));
    assertEquals(more, run.missing(more));
    run.add(more);
    assertEquals(
        Map.of("ansible_host", "10.0.0.1", "ansible_user", "ops"),
        run.current().declaredVars("w1"));
    assertEquals(List.of(), run.missing(more));
    assertEquals(
        List.of(), run.missing(List.of(new HostVars("w1", Map.of("ansible_host", "10.0.0.1")))));
  }

  @Test
  void onlyWhatIsMissingIsAddedAndAddingItAgainChangesNothing() {
    RunInventory run = run();
    List<InventoryAddition> asked =
        List.of(new NewGroup("web"), new Member("web", "w1"), new Member("web", "d1"));
    assertEquals(List.of(new Member("web", "d1")), run.add(asked));
    InventoryOverlay after = run.overlay();
    assertEquals(List.of(), run.add(asked));
    assertEquals(after, run.overlay());
  }

  @Test
  void aGroupedHostLeavesUngrouped() {
    RunInventory run = run();
    run.add(List.of(new NewGroup("k"), new Member("k", "u1")));
    assertEquals(List.of(), run.current().hostsOf("ungrouped"));
    assertEquals(List.of("k"), run.current().groupNames("u1"));
  }

  @Test
  void aNewGroupUnderNewParentsIsNoDirectChildOfAll() {
    RunInventory run = run();
    run.add(
        List.of(
            new NewGroup("k"), new NewGroup("pa"), new Child("pa", "k"), new Member("k", "w1")));
    Inventory now = run.current();
    assertFalse(now.group("all").orElseThrow().children().contains("k"));
    assertTrue(now.group("all").orElseThrow().children().contains("pa"));
    assertEquals(List.of("w1"), now.hostsOf("pa"));
    assertEquals(
        List.of("all", "pa", "web", "k"), now.groupChain("w1").stream().map(Group::name).toList());
  }

  @Test
  void theImplicitLocalhostJoinsGroupsButNotAll() {
    RunInventory run = run();
    run.add(List.of(new NewGroup("loc"), new Member("loc", "localhost")));
    Inventory now = run.current();
    assertEquals(List.of("localhost"), now.hostsOf("loc"));
    assertFalse(now.hostsOf("all").contains("localhost"));
    assertEquals(List.of("loc"), now.groupNames("localhost"));
    assertTrue(now.isImplicit("localhost"));
    assertEquals(List.of("localhost"), HostPattern.select("loc", now));
  }

  @Test
  void aCycleIsAnErrorAndAddsNothing() {
    RunInventory run = run();
    run.add(List.of(new NewGroup("a"), new NewGroup("b"), new Child("a", "b")));
    InventoryOverlay before = run.overlay();
    PlayError e = assertThrows(PlayError.class, () -> run.add(List.of(new Child("b", "a"))));
    assertEquals("group children form a cycle: a -> b -> a", e.getMessage());
    assertEquals(before, run.overlay());
    assertFalse(run.current().group("b").orElseThrow().children().contains("a"));
    assertTrue(new Child("b", "a").loops(run.current()));
    assertTrue(new Child("a", "a").loops(run.current()));
    assertFalse(new Child("a", "c").loops(run.current()));
  }

  @Test
  void aNewGroupWithCharactersOutsideAVariableNameWarnsOnceAsAnsible() {
    RunInventory run = run();
    run.add(List.of(new NewGroup("os-debian"), new NewGroup("1st"), new NewGroup("fine_name")));
    assertEquals(List.of(RunInventory.INVALID_GROUP_NAME), warnings);
  }

  @Test
  void concurrentAdditionsAllLandAndGroupsListHostsInInventoryOrder() throws Exception {
    InventoryBuilder b = new InventoryBuilder();
    for (int i = 0; i < 200; i++) {
      b.addHost("nodes", String.format("n%03d", i), Map.of());
    }
    RunInventory run = new RunInventory(b.build(), warnings::add);
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (String h : run.current().hostNames()) {
        String group = "rack_" + (h.charAt(3) - '0') % 3;
        done.add(pool.submit(() -> run.add(List.of(new NewGroup(group), new Member(group, h)))));
      }
      for (Future<?> f : done) {
        f.get();
      }
    } finally {
      pool.shutdown();
    }
    Inventory now = run.current();
    List<String> rack0 =
        now.hostNames().stream().filter(h -> (h.charAt(3) - '0') % 3 == 0).toList();
    assertEquals(rack0, now.hostsOf("rack_0"));
    assertEquals(
        200,
        now.hostsOf("rack_0").size() + now.hostsOf("rack_1").size() + now.hostsOf("rack_2").size());
  }

  @Test
  void aRefreshReadsTheSourcesAgainAndAddsWhatTheRunAddedOverThem() {
    RunInventory run = run();
    run.add(addHost("n1", Map.of("role", "cache"), "new"));
    run.add(List.of(new NewGroup("by_kind"), new Member("by_kind", "w1")));
    InventoryBuilder again = new InventoryBuilder();
    again.addHost("web", "w1", Map.of("ansible_host", "10.0.0.5"));
    again.addHost("web", "w3", Map.of());
    again.addHost("ungrouped", "n1", Map.of("role", "file"));
    run.refresh(again.build());
    Inventory now = run.current();
    assertEquals(
        List.of("w1", "w3", "n1"), now.hostNames(), "u1, w2 and d1 left the sources; w3 is new");
    assertEquals("10.0.0.5", now.host("w1").orElseThrow().vars().get("ansible_host"));
    assertEquals(
        "cache",
        now.host("n1").orElseThrow().vars().get("role"),
        "add_host's variables win, as in Ansible");
    assertEquals(List.of("n1"), now.hostsOf("new"));
    assertEquals(List.of("w1"), now.hostsOf("by_kind"));
    run.refresh(again.build());
    assertEquals(
        List.of("w1"),
        run.current().hostsOf("by_kind"),
        "added again on every refresh, never twice");
  }
}
