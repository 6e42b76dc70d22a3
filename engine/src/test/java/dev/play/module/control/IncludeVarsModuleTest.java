package dev.play.module.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.commands.CommandTestContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code include_vars} on the controller's files, as Ansible 2.14 reads them (checked against
 * ansible-playbook): a file or the free form, a directory walked in sorted order with depth,
 * files_matching, ignore_files and extensions, name, hash_behaviour, and its failures.
 */
class IncludeVarsModuleTest {
  @TempDir Path dir;

  @BeforeEach
  void files() throws Exception {
    Files.createDirectories(dir.resolve("vars/d/sub"));
    Files.createDirectories(dir.resolve("vars/d/.hid"));
    Files.writeString(
        dir.resolve("vars/a.yml"), "x: from_a\nm: {k1: 1, k2: {z: 1}}\nt: \"{{ x }}-raw\"\n");
    Files.writeString(dir.resolve("vars/list.yml"), "- 1\n");
    Files.writeString(dir.resolve("vars/d/b.yml"), "b: 1\nshared: b\n");
    Files.writeString(dir.resolve("vars/d/j.json"), "{\"j\": 3, \"shared\": \"j\"}");
    Files.writeString(dir.resolve("vars/d/readme.txt"), "not vars");
    Files.writeString(dir.resolve("vars/d/empty.yml"), "");
    Files.writeString(dir.resolve("vars/d/.hid/h.yml"), "h: 1\n");
    Files.writeString(dir.resolve("vars/d/sub/c.yaml"), "c: 2\n");
  }

  private Plan plan(Map<String, Object> vars, Object... kv) throws ModuleFailure {
    Map<String, Object> args = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      args.put((String) kv[i], kv[i + 1]);
    }
    IncludeVarsModule m = new IncludeVarsModule();
    CommandTestContext ctx = CommandTestContext.scripted(List.of(), vars, Map.of()).withFiles(dir);
    return m.plan(m.bind(args), ctx);
  }

  private Plan plan(Object... kv) throws ModuleFailure {
    return plan(Map.of(), kv);
  }

  private String p(String name) {
    return dir.resolve(name).toString();
  }

  @Test
  void aFileGivesItsVariablesAsWrittenAndNamesTheFile() throws ModuleFailure {
    Plan plan = plan("_raw_params", "vars/a.yml\n");
    assertFalse(plan.changed());
    assertEquals(
        Map.of("x", "from_a", "m", Map.of("k1", 1, "k2", Map.of("z", 1)), "t", "{{ x }}-raw"),
        plan.result().get("ansible_facts"),
        "templates are kept: they are rendered where used");
    assertEquals(List.of(p("vars/a.yml")), plan.result().get("ansible_included_var_files"));
    assertEquals(
        Map.of(
            "all",
            Map.of("x", "from_a", "m", Map.of("k1", 1, "k2", Map.of("z", 1)), "t", "{{ x }}-raw")),
        plan("file", "vars/a.yml", "name", "all").result().get("ansible_facts"));
  }

  @Test
  void aDirectoryIsReadInSortedOrderAsAnsibleWalksIt() throws ModuleFailure {
    Plan all = plan("dir", "vars/d", "ignore_unknown_extensions", true);
    assertEquals(
        List.of(
            p("vars/d/b.yml"),
            p("vars/d/empty.yml"),
            p("vars/d/j.json"),
            p("vars/d/.hid/h.yml"),
            p("vars/d/sub/c.yaml")),
        all.result().get("ansible_included_var_files"));
    assertEquals(
        Map.of("b", 1, "shared", "j", "j", 3, "h", 1, "c", 2), all.result().get("ansible_facts"));
    assertEquals(
        List.of(p("vars/d/b.yml"), p("vars/d/j.json")),
        plan("dir", "vars/d", "depth", 1, "ignore_files", "readme.txt empty.yml")
            .result()
            .get("ansible_included_var_files"),
        "depth 1: the first directory only");
    assertEquals(
        List.of(p("vars/d/sub/c.yaml")),
        plan("dir", "vars/d", "files_matching", "^c\\.", "extensions", List.of("yaml"))
            .result()
            .get("ansible_included_var_files"));
  }

  @Test
  void unknownExtensionsFailKeepingTheFilesReadBefore() {
    ModuleFailure f = assertThrows(ModuleFailure.class, () -> plan("dir", "vars/d"));
    assertEquals(
        p("vars/d/readme.txt") + " does not have a valid extension: yaml, yml, json",
        f.getMessage());
    assertEquals(
        List.of(p("vars/d/b.yml"), p("vars/d/empty.yml"), p("vars/d/j.json")),
        f.result().get("ansible_included_var_files"));
    assertEquals(Map.of(), f.result().get("ansible_facts"));
    assertEquals(f.getMessage(), f.result().get("message"));
  }

  @Test
  void badArgumentsAndFiles() {
    assertEquals(
        "You are mixing file only and dir only arguments, these are incompatible",
        assertThrows(ModuleFailure.class, () -> plan("file", "vars/a.yml", "depth", 1))
            .getMessage());
    assertEquals(
        p("vars/list.yml") + " must be stored as a dictionary/hash",
        assertThrows(ModuleFailure.class, () -> plan("file", "vars/list.yml")).getMessage());
    assertEquals(
        "vars/nope directory does not exist",
        assertThrows(ModuleFailure.class, () -> plan("dir", "vars/nope")).getMessage());
    assertEquals(
        p("vars/a.yml") + " is not a directory",
        assertThrows(ModuleFailure.class, () -> plan("dir", "vars/a.yml")).getMessage());
  }

  @Test
  void hashBehaviourMergeCombinesWithTheCurrentValue() throws ModuleFailure {
    Map<String, Object> vars =
        Map.of("m", Map.of("k0", 0, "m", Map.of("k9", 9, "k1", 0)), "x", "old");
    Plan merged = plan(vars, "file", "vars/a.yml", "name", "m", "hash_behaviour", "merge");
    @SuppressWarnings("unchecked")
    Map<String, Object> m =
        (Map<String, Object>) ((Map<String, Object>) merged.result().get("ansible_facts")).get("m");
    assertEquals(
        Map.of(
            "k0",
            0,
            "x",
            "from_a",
            "m",
            Map.of("k9", 9, "k1", 1, "k2", Map.of("z", 1)),
            "t",
            "{{ x }}-raw"),
        m,
        "mappings merged at every level");
    ModuleFailure f =
        assertThrows(
            ModuleFailure.class, () -> plan(vars, "file", "vars/a.yml", "hash_behaviour", "merge"));
    assertEquals(
        "failed to combine variables, expected dicts but got a 'str' and a 'str' (x, hash_behaviour: merge)",
        f.getMessage());
  }
}
