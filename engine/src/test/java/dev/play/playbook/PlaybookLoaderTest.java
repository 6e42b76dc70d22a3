package dev.play.playbook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.error.PlayError;
import dev.play.error.Source;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class PlaybookLoaderTest {
  private static final Path ROOT = Path.of("src/test/resources/playbook");
  private static final Path SITE = ROOT.resolve("site");
  private static final String SITE_YML = "src/test/resources/playbook/site/site.yml";
  private static final PlaybookLoader LOADER =
      new PlaybookLoader(dev.play.vault.VaultContext.none(), List.of(ROOT.resolve("shared_roles")));

  private static Playbook playbook;
  private static Play play;

  @BeforeAll
  static void load() {
    playbook = LOADER.load(SITE.resolve("site.yml"));
    play = playbook.plays().get(1);
  }

  private static Task task(String name) {
    return (Task)
        play.tasks().stream().filter(t -> name.equals(t.name())).findFirst().orElseThrow();
  }

  @Test
  void importPlaybookExpandsInPlaceWithItsVars() {
    assertEquals(2, playbook.plays().size());
    Play prepare = playbook.plays().get(0);
    assertEquals("all", prepare.hosts());
    assertEquals(Map.of("stage", "prepare"), prepare.vars());
    assertEquals(false, prepare.gatherFacts());
    assertEquals("ping", ((Task) prepare.tasks().get(0)).action());
    assertEquals(Path.of("src/test/resources/playbook/site"), prepare.baseDir());
  }

  @Test
  void playKeywords() {
    assertEquals("Configure web servers", play.name());
    assertEquals("web:db", play.hosts());
    assertEquals(true, play.keywords().become());
    assertEquals(2, play.serial());
    assertEquals(Map.of("http_port", 8080, "mode", 420, "enabled", true), play.vars());
    assertEquals(Map.of(), play.keywords().vars());
    assertEquals(List.of("vars/common.yml"), play.varsFiles());
    assertEquals(Map.of("LANG", "C"), play.keywords().other("environment"));
    assertEquals(new Source(SITE_YML, 6, 3), play.source());
  }

  @Test
  void kvArgumentsWithQuotes() {
    Task hello = (Task) play.preTasks().get(0);
    assertEquals("debug", hello.action());
    assertEquals(Map.of("msg", "hello {{ inventory_hostname }}", "verbosity", "1"), hello.args());
    assertEquals(new Source(SITE_YML, 23, 7), hello.argSource("msg"));
  }

  @Test
  void freeFormCommands() {
    Task make = task("Free-form command");
    assertEquals(
        Map.of("_raw_params", "/usr/bin/make install", "chdir", "/src", "creates", "/usr/bin/app"),
        make.args());
    assertEquals("make_out", make.keywords().register());
    assertEquals(List.of("false"), make.keywords().changedWhen());
    Task shell = task("Shell with quotes");
    assertEquals("ansible.builtin.shell", shell.action());
    assertEquals(
        Map.of("chdir", "/tmp", "_raw_params", "echo \"a   b\" | grep 'a' > /tmp/out"),
        shell.args());
  }

  @Test
  void mappingArgsKeepTheirPositions() {
    Task copy = task("Copy with args");
    assertEquals(Map.of("src", "a.conf", "dest", "/etc/a.conf", "mode", "0644"), copy.args());
    assertEquals(new Source(SITE_YML, 46, 9), copy.argSource("dest"));
    assertEquals(List.of("restart web"), copy.keywords().notifies());
  }

  @Test
  void importTasksBecomesABlockWithTheImportKeywords() {
    Block imported = (Block) play.tasks().get(3);
    assertEquals(List.of("do_setup"), imported.keywords().when());
    assertEquals(List.of("setup"), imported.keywords().tags());
    Task setup = (Task) imported.block().get(0);
    assertEquals("file", setup.action());
    assertEquals(Map.of("path", "/opt/app", "state", "directory"), setup.args());
    assertEquals(
        new Source("src/test/resources/playbook/site/tasks/setup.yml", 1, 3), setup.source());
    Block nested = (Block) imported.block().get(1);
    assertEquals("Nested step", nested.block().get(0).name());
  }

  @Test
  void includeTasksStaysDynamic() {
    Task include = (Task) play.tasks().get(4);
    assertEquals("include_tasks", include.action());
    assertEquals(Map.of("_raw_params", "tasks/dynamic.yml"), include.args());
    List<TaskNode> loaded = LOADER.loadTasks(SITE.resolve("tasks/dynamic.yml"), null);
    assertEquals("Dynamic step", loaded.get(0).name());
  }

  @Test
  void blockWithRescueAndAlways() {
    Block block = (Block) play.tasks().get(5);
    assertEquals("Block with rescue", block.name());
    assertEquals("root", block.keywords().becomeUser());
    assertEquals("command", ((Task) block.block().get(0)).action());
    assertEquals(Map.of("msg", "rescued"), ((Task) block.rescue().get(0)).args());
    Task meta = (Task) block.always().get(0);
    assertEquals("meta", meta.action());
    assertEquals(Map.of("_raw_params", "flush_handlers"), meta.args());
  }

  @Test
  void loops() {
    Keywords loop = task("Loop").keywords();
    assertEquals("loop", loop.loopKind());
    assertEquals("{{ packages }}", loop.loop());
    assertEquals(new LoopControl("pkg", "{{ pkg.name }}", "idx", null, false), loop.loopControl());
    Keywords items = task("with_items").keywords();
    assertEquals("with_items", items.loopKind());
    assertEquals(List.of("a", "b"), items.loop());
    assertEquals("item", items.loopControl().loopVar());
    assertEquals(Map.of("a", 1), task("with_dict").keywords().loop());
  }

  @Test
  void localActionAndActionForms() {
    Task local = task("local");
    assertEquals("command", local.action());
    assertEquals(Map.of("_raw_params", "echo hi"), local.args());
    assertEquals("localhost", local.keywords().delegateTo());
    Task action = task("action form");
    assertEquals("copy", action.action());
    assertEquals(Map.of("src", "a", "dest", "b"), action.args());
  }

  @Test
  void importRoleIsLoadedStatically() {
    Block block = (Block) play.tasks().get(11);
    assertEquals(Map.of("web_root", "/opt"), block.keywords().vars());
    Block own = (Block) block.block().get(block.block().size() - 1);
    assertEquals("web", own.role().name(), "the role's own tasks, in a block of the role");
    Task extra = (Task) own.block().get(0);
    assertEquals("Web extra", extra.name());
    assertEquals("web", extra.role().name());
    assertEquals(Map.of("web_root", "/opt"), extra.role().params());
    Task include = task("include a role");
    assertEquals("include_role", include.action());
    assertEquals(Map.of("name", "common"), include.args());
  }

  @Test
  void postTaskConditions() {
    assertEquals(List.of("a == 1", "true"), play.postTasks().get(0).keywords().when());
  }

  @Test
  void rolesInOrderWithDedupAndDependencies() {
    List<String> names = play.roles().stream().map(r -> r.instance().name()).toList();
    assertEquals(List.of("common", "web", "extra"), names);
    LoadedRole common = play.roles().get(0);
    assertEquals(
        Map.of("common_packages", List.of("curl", "vim"), "common_port", 22),
        common.instance().defaults());
    assertEquals(Map.of("common_internal", true), common.instance().vars());
    assertEquals(
        Path.of("src/test/resources/playbook/site/roles/common"), common.instance().path());
    assertSame(common.instance(), common.tasks().get(0).role());
    LoadedRole base = common.dependencies().get(0);
    assertEquals("base", base.instance().name());
    assertEquals(Map.of("base_level", 3), base.instance().params());
    assertEquals("Base task", base.tasks().get(0).name());
    assertEquals("ansible.builtin.debug", ((Task) base.tasks().get(0)).action());
  }

  @Test
  void roleEntryKeywordsAndParams() {
    LoadedRole web = play.roles().get(1);
    assertEquals(Map.of("listen_port", 80), web.instance().params());
    assertEquals(Map.of("web_root", "/srv/www"), web.keywords().vars());
    assertEquals(List.of("web"), web.keywords().tags());
    assertEquals(List.of("enable_web"), web.keywords().when());
    assertEquals(Map.of("web_user", "www", "web_conf", "b"), web.instance().vars());
    Block imported = (Block) web.tasks().get(1);
    assertEquals("Web extra", imported.block().get(0).name());
    assertSame(web.instance(), imported.block().get(0).role());
    assertEquals("Extra from roles path", play.roles().get(2).tasks().get(0).name());
  }

  @Test
  void argumentSpecs() {
    RoleArgumentSpec spec = play.roles().get(0).instance().argumentSpec();
    assertEquals(
        List.of("common_packages", "common_port", "common_state"),
        List.copyOf(spec.options().keySet()));
    RoleArgumentSpec.Option packages = spec.options().get("common_packages");
    assertTrue(packages.required());
    assertEquals("list", packages.type());
    assertEquals("str", packages.elements());
    assertEquals(List.of("present", "absent"), spec.options().get("common_state").choices());
    assertEquals(
        List.of("missing required arguments: common_packages"),
        RoleArguments.validate(spec, Map.of()));
    assertNull(play.roles().get(1).instance().argumentSpec());
  }

  @Test
  void handlersOfRolesThenPlayThenImportedRoles() {
    List<String> names = play.handlers().stream().map(TaskNode::name).toList();
    assertEquals(List.of("restart common", "restart web", "restart app", "restart web"), names);
    assertEquals(List.of("restart stack"), play.handlers().get(2).keywords().listen());
  }

  @Test
  void loadRoleForIncludeRole() {
    LoadedRole web = LOADER.loadRole("web", Map.of("a", 1), "extra", SITE, Source.UNKNOWN);
    assertEquals("Web extra", web.tasks().get(0).name());
    assertEquals(Map.of("a", 1), web.instance().params());
    assertEquals("restart web", web.handlers().get(0).name());
  }

  @Test
  void duplicateKeysAreReportedAsWarnings() {
    List<String> warnings = new ArrayList<>();
    new PlaybookLoader(dev.play.vault.VaultContext.none(), List.of(), warnings::add)
        .loadVarsFile(ROOT.resolve("errors/dupes.yml"));
    assertEquals(1, warnings.size());
  }

  // ---- errors, pinned ----

  private static String error(String file) {
    PlayError e =
        assertThrows(PlayError.class, () -> LOADER.load(ROOT.resolve("errors").resolve(file)));
    assertEquals(PlayError.Kind.PARSE, e.kind());
    return e.render();
  }

  private static final String ERRORS = "src/test/resources/playbook/errors/";

  @Test
  void yamlSyntaxError() {
    assertEquals(
        ERRORS
            + "syntax2.yml:4:11: error: YAML syntax error: mapping values are not allowed here\n"
            + "         debug: msg=x\n"
            + "              ^",
        error("syntax2.yml"));
  }

  @Test
  void unknownPlayKeyword() {
    assertEquals(
        ERRORS
            + "unknown_keyword.yml:2:3: error: unknown play keyword 'hots' (did you mean 'hosts'?)\n"
            + "      hots: all\n"
            + "      ^",
        error("unknown_keyword.yml"));
  }

  @Test
  void conflictingActions() {
    assertEquals(
        ERRORS
            + "conflicting.yml:3:7: error: conflicting action statements: copy, file\n"
            + "        - name: two modules\n"
            + "          ^",
        error("conflicting.yml"));
  }

  @Test
  void noAction() {
    assertEquals(
        ERRORS + "no_action.yml:3:7: error: no module/action detected in task",
        error("no_action.yml").lines().findFirst().orElseThrow());
  }

  @Test
  void missingRoleListsSearchedPaths() {
    assertEquals(
        ERRORS
            + "missing_role.yml:3:5: error: role 'nosuchrole' not found; searched: "
            + ERRORS
            + "roles/nosuchrole, src/test/resources/playbook/shared_roles/nosuchrole, "
            + ERRORS
            + "nosuchrole",
        error("missing_role.yml").lines().findFirst().orElseThrow());
  }

  @Test
  void importCycle() {
    assertEquals(
        ERRORS
            + "cycle_c.yml:1:3: error: import cycle: "
            + ERRORS
            + "cycle_b.yml -> "
            + ERRORS
            + "cycle_c.yml -> "
            + ERRORS
            + "cycle_b.yml",
        error("cycle_a.yml").lines().findFirst().orElseThrow());
  }

  @Test
  void roleDependencyCycle() {
    assertEquals(
        ERRORS
            + "roles/needs_cycle/meta/main.yml:2:3: error: import cycle: "
            + ERRORS
            + "roles/needs_cycle -> "
            + ERRORS
            + "roles/needs_cycle",
        error("role_cycle.yml").lines().findFirst().orElseThrow());
  }

  @Test
  void unknownLoop() {
    String first = error("bad_loop.yml").lines().findFirst().orElseThrow();
    assertEquals(
        ERRORS
            + "bad_loop.yml:4:7: error: unsupported loop 'with_itemz' (did you mean 'with_items'?);"
            + " supported: loop, with_dict, with_env, with_file, with_fileglob, with_filetree, with_first_found,"
            + " with_flattened, with_indexed_items, with_inventory_hostnames, with_items, with_lines, with_list, with_nested,"
            + " with_password, with_pipe, with_random_choice, with_sequence, with_subelements, with_template,"
            + " with_together, with_varnames, with_vars",
        first);
  }

  @Test
  void missingHosts() {
    assertEquals(
        ERRORS + "no_hosts.yml:1:3: error: the play needs 'hosts:' (a host pattern such as 'all')",
        error("no_hosts.yml").lines().findFirst().orElseThrow());
  }

  @Test
  void emptyFileOrBadShape(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
    Path empty = dir.resolve("empty.yml");
    java.nio.file.Files.writeString(empty, "");
    assertEquals(
        empty + ": error: empty playbook, nothing to do",
        assertThrows(PlayError.class, () -> LOADER.load(empty)).render());
    Path scalar = dir.resolve("scalar.yml");
    java.nio.file.Files.writeString(scalar, "- hosts: all\n  tasks:\n    - just a string\n");
    assertEquals(
        scalar + ":3:5: error: a task must be a mapping, got a str: just a string",
        assertThrows(PlayError.class, () -> LOADER.load(scalar))
            .render()
            .lines()
            .findFirst()
            .orElseThrow());
  }

  @Test
  void varsPromptIsReadAndItsMistakesNamed(@org.junit.jupiter.api.io.TempDir Path dir)
      throws Exception {
    Path file = dir.resolve("p.yml");
    java.nio.file.Files.writeString(
        file,
        "- hosts: all\n  vars_prompt:\n    - {name: pw, prompt: 'Password', confirm: true, salt_size: 16}\n");
    VarPrompt p = LOADER.load(file).plays().get(0).varPrompts().get(0);
    assertEquals(
        List.of("pw", "Password", true, true, 16),
        List.of(p.name(), p.prompt(), p.hidden(), p.confirm(), p.saltSize()));
    java.nio.file.Files.writeString(
        file, "- hosts: all\n  vars_prompt:\n    - {name: pw, privte: false}\n");
    assertEquals(
        file + ":3:18: error: unknown vars_prompt key 'privte' (did you mean 'private'?)",
        assertThrows(PlayError.class, () -> LOADER.load(file))
            .render()
            .lines()
            .findFirst()
            .orElseThrow());
    java.nio.file.Files.writeString(file, "- hosts: all\n  vars_prompt:\n    - {prompt: x}\n");
    assertEquals(
        file + ":3:7: error: a vars_prompt entry needs a name",
        assertThrows(PlayError.class, () -> LOADER.load(file))
            .render()
            .lines()
            .findFirst()
            .orElseThrow());
  }

  @Test
  void misspeltTaskKeywordGetsAHint(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
    Path file = dir.resolve("p.yml");
    java.nio.file.Files.writeString(
        file, "- hosts: all\n  tasks:\n    - ping:\n      regster: x\n");
    assertEquals(
        file
            + ":3:7: error: conflicting action statements: ping, regster"
            + " ('regster' is not a task keyword; did you mean 'register'?)",
        assertThrows(PlayError.class, () -> LOADER.load(file))
            .render()
            .lines()
            .findFirst()
            .orElseThrow());
  }
}
