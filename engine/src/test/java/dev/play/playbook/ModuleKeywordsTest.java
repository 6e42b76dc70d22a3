package dev.play.playbook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.play.error.PlayError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code collections} and {@code module_defaults} as the loader reads them ({@link
 * ModuleKeywords}): the shapes Ansible accepts, kept as the engine uses them, and the others
 * refused where written.
 */
class ModuleKeywordsTest {
  @TempDir Path dir;

  private final List<String> warnings = new ArrayList<>();

  private Play load(String yaml) throws IOException {
    Path file = Files.writeString(dir.resolve("site.yml"), yaml);
    return new PlaybookLoader(
            dev.play.vault.VaultContext.none(), List.of(), List.of(), warnings::add)
        .load(file)
        .plays()
        .get(0);
  }

  private String error(String yaml) throws IOException {
    Path file = Files.writeString(dir.resolve("site.yml"), yaml);
    PlayError e =
        assertThrows(
            PlayError.class,
            () -> new PlaybookLoader(dev.play.vault.VaultContext.none(), List.of()).load(file));
    assertEquals(PlayError.Kind.PARSE, e.kind());
    return e.source().line() + ":" + e.source().column() + ": " + e.getMessage();
  }

  @Test
  void collectionsAreKeptAsTheSearchListAnsibleBuilds() throws IOException {
    Play play =
        load(
            """
        - hosts: all
          collections: [community.general]
          tasks:
            - block:
                - debug:
                  collections: community.docker
              collections: [community.general, ansible.builtin]
            - debug:
              collections: []
            - debug:
              collections:
        """);
    assertEquals(
        List.of("community.general", "ansible.legacy"), play.keywords().other("collections"));
    Block block = (Block) play.tasks().get(0);
    assertEquals(
        List.of("community.general", "ansible.builtin"), block.keywords().other("collections"));
    assertEquals(
        List.of("community.docker", "ansible.legacy"),
        block.block().get(0).keywords().other("collections"));
    assertEquals(List.of(), play.tasks().get(1).keywords().other("collections"));
    assertEquals(null, play.tasks().get(2).keywords().other("collections"));
  }

  @Test
  void moduleDefaultsAreKeptInOrderWithWhereEachKeyIsWritten() throws IOException {
    Play play =
        load(
            """
        - hosts: all
          module_defaults:
            - file: {mode: "0600"}
              group/docker: "{{ docker_defaults }}"
            - ansible.builtin.copy:
          tasks:
            - debug:
        """);
    List<ModuleDefaults.Entry> entries =
        ModuleDefaults.of(play.keywords().other("module_defaults")).entries();
    assertEquals(
        List.of("file", "group/docker", "ansible.builtin.copy"),
        entries.stream().map(ModuleDefaults.Entry::key).toList());
    assertEquals("{{ docker_defaults }}", entries.get(1).value());
    assertEquals(List.of(3, 4, 5), entries.stream().map(e -> e.source().line()).toList());
  }

  @Test
  void moduleDefaultsMustBeAMappingOrAListOfMappings() throws IOException {
    String shape =
        "'module_defaults' must be a mapping, or a list of mappings, from static action, module or group"
            + " names to their defaults (only the values may be templates, as in 'ping: \"{{ ping_defaults }}\"'), got a ";
    assertEquals(
        "2:3: " + shape + "str",
        error(
            """
        - hosts: all
          module_defaults: "{{ all_defaults }}"
        """));
    assertEquals(
        "4:7: " + shape + "list holding a int",
        error(
            """
        - hosts: all
          tasks:
            - debug:
              module_defaults: [{debug: {}}, 5]
        """));
  }

  @Test
  void moduleDefaultsKeysAreStaticAndTheirValuesMappingsOrTemplates() throws IOException {
    assertEquals(
        "5:9: module_defaults keys must be static action, module or group names, got '{{ name }}'",
        error(
            """
        - hosts: all
          tasks:
            - block: [{debug: }]
              module_defaults:
                "{{ name }}": {msg: x}
        """));
    assertEquals(
        "5:9: module_defaults for 'debug' must be a mapping (or a template giving one), got a int",
        error(
            """
        - hosts: all
          roles:
            - role: web
              module_defaults:
                debug: 5
        """));
  }

  @Test
  void moduleDefaultsAreNoAttributeOfDynamicIncludes() throws IOException {
    assertEquals(
        "4:7: 'module_defaults' is not a valid attribute for a TaskInclude: set it on the included tasks or"
            + " an enclosing block",
        error(
            """
        - hosts: all
          tasks:
            - include_tasks: other.yml
              module_defaults: {debug: {msg: x}}
        """));
    assertEquals(
        "4:7: 'module_defaults' is not a valid attribute for a IncludeRole: set it on the included tasks or"
            + " an enclosing block",
        error(
            """
        - hosts: all
          tasks:
            - ansible.builtin.include_role: {name: web}
              module_defaults: {debug: {msg: x}}
        """));
  }

  @Test
  void collectionsMustBeNames() throws IOException {
    assertEquals(
        "2:3: 'collections' must be a list of collection names, got a dict",
        error(
            """
        - hosts: all
          collections: {community: general}
          tasks: []
        """));
    assertEquals(
        "4:7: 'collections' must be a list of collection names, got a int in it: 5",
        error(
            """
        - hosts: all
          tasks:
            - debug:
              collections: [community.general, 5]
        """));
  }

  @Test
  void aRoleSearchesItsOwnCollectionsAndItsUseCannotChangeThat() throws IOException {
    Path legacy = dir.resolve("roles/web");
    Files.createDirectories(legacy.resolve("meta"));
    Files.writeString(legacy.resolve("meta/main.yml"), "collections: [community.general]\n");
    Path inCollection = dir.resolve("collections/ansible_collections/acme/gpu/roles/driver");
    Files.createDirectories(inCollection.resolve("tasks"));
    Play play =
        load(
            """
        - hosts: all
          collections: [community.docker]
          roles:
            - role: web
              collections: [ansible.posix]
            - acme.gpu.driver
        """);
    assertEquals(
        List.of("community.general", "ansible.legacy"),
        play.roles().get(0).instance().collections());
    assertEquals(null, play.roles().get(0).keywords().other("collections"));
    assertEquals(
        List.of("acme.gpu", "ansible.builtin"), play.roles().get(1).instance().collections());
    assertEquals("acme.gpu.driver", play.roles().get(1).instance().name());
    assertEquals(
        List.of(
            "'collections' on a role's use does not reach the role's tasks, as in Ansible: list the"
                + " collections in the role's meta/main.yml (role 'web' at "
                + dir.resolve("site.yml")
                + ":4:7)"),
        warnings);
  }

  @Test
  void aRoleMetaCollectionsMustBeNames() throws IOException {
    Path role = dir.resolve("roles/web");
    Files.createDirectories(role.resolve("meta"));
    Files.writeString(role.resolve("meta/main.yml"), "collections: {a: b}\n");
    assertEquals(
        "1:1: 'collections' must be a list of collection names, got a dict",
        error(
            """
        - hosts: all
          roles: [web]
        """));
  }
}
