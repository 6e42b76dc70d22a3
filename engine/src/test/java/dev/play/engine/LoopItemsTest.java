package dev.play.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.play.inventory.Inventory;
import dev.play.lookup.LookupContext;
import dev.play.lookup.LookupEnv;
import dev.play.lookup.SearchPath;
import dev.play.playbook.Keywords;
import dev.play.playbook.LoopControl;
import dev.play.playbook.Task;
import dev.play.template.Templater;
import dev.play.vars.Layer;
import dev.play.vars.LayeredScope;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LoopItemsTest {
  @TempDir Path dir;

  private static Task task(String action, String kind, Object loop) {
    Keywords kw =
        new Keywords(
            List.of(),
            List.of(),
            Map.of(),
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            kind,
            loop,
            LoopControl.DEFAULT,
            null,
            List.of(),
            List.of(),
            null,
            null,
            null,
            null,
            null,
            Map.of());
    return new Task(null, action, Map.of(), kw, null, null, null);
  }

  private List<Object> items(Task task, Map<String, Object> vars) throws TaskFailure {
    LayeredScope scope = new LayeredScope(List.of(new Layer("vars", vars, true)));
    LookupEnv env =
        new LookupEnv(
            new SearchPath(List.of(dir)),
            dir,
            new Templater(),
            Inventory.empty(),
            w -> {},
            false,
            dev.play.vault.VaultContext.none());
    return LoopItems.items(task, new Templater(), new LookupContext(scope, env));
  }

  private List<Object> items(String kind, Object loop) throws TaskFailure {
    return items(
        task("debug", kind, loop), Map.of("xs", List.of(1, List.of(2)), "d", Map.of("a", 1)));
  }

  @Test
  void withLookupRunsTheLookupOnTheTemplatedTerms() throws TaskFailure {
    assertEquals(List.of(1, 2), items("with_items", "{{ xs }}"));
    assertEquals(List.of(Map.of("key", "a", "value", 1)), items("with_dict", "{{ d }}"));
    assertEquals(List.of("n01", "n02"), items("with_sequence", "start=1 end=2 format=n%02d"));
    assertEquals(List.of(List.of(1, List.of(2))), items("loop", List.of("{{ xs }}")));
  }

  @Test
  void loopNeedsAList() {
    TaskFailure e = assertThrows(TaskFailure.class, () -> items("loop", "abc"));
    assertEquals(
        "Invalid data passed to 'loop', it requires a list, got this instead: abc", e.getMessage());
  }

  @Test
  void aFailedLookupNamesTheLoop() {
    TaskFailure e = assertThrows(TaskFailure.class, () -> items("with_sequence", "start=5 end=1"));
    assertEquals("with_sequence: to count backwards make stride negative", e.getMessage());
  }

  @Test
  void withFirstFoundDropsUndefinedTermsAndLooksWhereTheModuleDoes()
      throws IOException, TaskFailure {
    Files.createDirectories(dir.resolve("templates"));
    Files.writeString(dir.resolve("templates/default.j2"), "x");
    Files.createDirectories(dir.resolve("vars"));
    Files.writeString(dir.resolve("vars/default.yml"), "x");
    List<Object> terms = List.of("{{ undefined_os }}.j2", "default.j2");
    assertEquals(
        List.of(dir.resolve("templates/default.j2").toString()),
        items(task("ansible.builtin.template", "with_first_found", terms), Map.of()));
    Map<String, Object> spec = Map.of("files", List.of("default.yml"), "paths", List.of("vars"));
    assertEquals(
        List.of(dir.resolve("vars/default.yml").toString()),
        items(task("include_vars", "with_first_found", List.of(spec)), Map.of()));
    assertEquals("files", LoopItems.subdir("copy"));
  }

  @Test
  void withFirstFoundDropsAWholeTermThatUsesAnUndefinedVariableAsAnsibleDoes()
      throws IOException, TaskFailure {
    Files.writeString(dir.resolve("k3s"), "x");
    Map<String, Object> undefinedInside =
        Map.of("files", List.of("{{ undefined_arch }}.yml", "k3s"));
    assertEquals(
        List.of(dir.resolve("k3s").toString()),
        items(task("copy", "with_first_found", List.of(undefinedInside, "k3s")), Map.of()));
    assertEquals(
        List.of(dir.resolve("k3s").toString()),
        items(
            task(
                "copy", "with_first_found", List.of(List.of("{{ undefined_arch }}", "k3s"), "k3s")),
            Map.of()));
    // k3s-io.k3s-ansible's airgap role: the term goes, its skip with it, and first_found fails
    Map<String, Object> skipped =
        Map.of(
            "files",
            List.of("{{ airgap_dir }}/k3s-{{ airgap_k3s_arch }}", "{{ airgap_dir }}/k3s"),
            "skip",
            true);
    TaskFailure e =
        assertThrows(
            TaskFailure.class,
            () ->
                items(
                    task("copy", "with_first_found", List.of(skipped)),
                    Map.of("airgap_dir", dir.toString())));
    assertEquals("with_first_found: No file was found when using first_found.", e.getMessage());
    assertEquals(
        List.of(),
        items(
            task(
                "copy",
                "with_first_found",
                List.of(Map.of("files", List.of("{{ airgap_dir }}/none"), "skip", true))),
            Map.of("airgap_dir", dir.toString())));
  }

  @Test
  void loopInfo() {
    Map<String, Object> info = LoopItems.loopInfo(List.of("a", "b", "c"), 1);
    assertEquals(2, info.get("index"));
    assertEquals(false, info.get("first"));
    assertEquals("c", info.get("nextitem"));
  }
}
