package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Module names, {@code collections} and {@code module_defaults} in runs on the local connection, as
 * ansible-playbook 2.14 runs them (each case was checked with it, but for {@code
 * community.docker.docker_compose_v2}, newer than Debian's community.docker). The collection {@code
 * acme.tools} is installed beside the playbook ({@code collections/ansible_collections/acme/tools})
 * with modules play does not implement, which run with their own code (docs/bridge.md): {@code
 * frob} says what it got, acme's {@code file} writes {@code PATH.acme}.
 */
class ModuleNamesRunTest {
  @TempDir Path dir;

  private PlayRun play(String playbook, String... args) throws IOException {
    return new RunDir(dir).play("h1 ansible_connection=local\n", playbook, args);
  }

  private void write(String name, String text) throws IOException {
    new RunDir(dir).write(name, text);
  }

  private void acmeTools() throws IOException {
    write(
        "collections/ansible_collections/acme/tools/plugins/modules/frob.py",
        """
        #!/usr/bin/python
        from ansible.module_utils.basic import AnsibleModule
        m = AnsibleModule(argument_spec=dict(level=dict(type='int')))
        m.exit_json(changed=False, msg='acme frob at level %d' % m.params['level'])
        """);
    write(
        "collections/ansible_collections/acme/tools/plugins/modules/copy.py",
        "# acme's own copy\n");
    write(
        "collections/ansible_collections/acme/tools/plugins/modules/file.py",
        """
        #!/usr/bin/python
        from ansible.module_utils.basic import AnsibleModule
        m = AnsibleModule(argument_spec=dict(path=dict(type='str')))
        with open(m.params['path'] + '.acme', 'w') as f:
            f.write('acme\\n')
        m.exit_json(changed=True)
        """);
    write(
        "collections/ansible_collections/acme/tools/meta/runtime.yml",
        "action_groups:\n  tools: [frob]\n");
  }

  private String mode(String file) throws IOException {
    return PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve(file)));
  }

  @Test
  void moduleDefaultsByShortNameFullNameAndGroupUnderTheTasksArguments() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: all
          gather_facts: false
          module_defaults:
            file: {state: touch, mode: "0600"}
            ansible.builtin.copy: {content: "from the play\\n", mode: "0640"}
          tasks:
            - ansible.builtin.file: {path: ROOT/by-short-key}
            - file: {path: ROOT/task-wins, mode: "0644"}
            - copy: {dest: ROOT/by-full-key}
            - name: the innermost entry of a key replaces the outer one whole
              file: {path: ROOT/inner, state: touch}
              module_defaults:
                file: {mode: "0604"}
            - debug:
              loop: [a, b]
              module_defaults:
                debug: {msg: "item {{ item }}"}
            - set_fact: {}
              module_defaults: {set_fact: {from_defaults: 42}}
            - assert: {that: from_defaults == 42}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals("rw-------", mode("by-short-key"));
    assertEquals("rw-r--r--", mode("task-wins"));
    assertEquals("rw-r-----", mode("by-full-key"));
    assertEquals("from the play\n", Files.readString(dir.resolve("by-full-key")));
    assertEquals("rw----r--", mode("inner"));
    assertTrue(
        r.out().contains("\"msg\": \"item a\"") && r.out().contains("\"msg\": \"item b\""),
        r.all());
  }

  @Test
  void anUndefinedVariableInAnyDefaultFailsEveryModuleTask() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: all
          gather_facts: false
          module_defaults:
            file: {mode: "{{ no_such_mode }}"}
          tasks:
            - debug: {msg: hi}
        """);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(
        r.out()
            .contains(
                "undefined variable 'no_such_mode' in module_defaults for 'file' at "
                    + dir.resolve("pb.yml")
                    + ":4:5 in task 'debug' at "
                    + dir.resolve("pb.yml")
                    + ":6:7"),
        r.all());
  }

  @Test
  void aDefaultTheModuleDoesNotTakeFailsTheTaskNamingWhereItIsWritten() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: all
          gather_facts: false
          tasks:
            - file: {path: ROOT/x, state: touch}
              module_defaults:
                group/docker: {api_version: "1.41"}
                file: {moed: "0600"}
        """);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(
        r.out()
            .contains(
                "unsupported parameter 'moed' for module 'file' (did you mean 'mode'?) (from"
                    + " module_defaults at "
                    + dir.resolve("pb.yml")
                    + ":7:9)"),
        r.all());
  }

  @Test
  void keysThatResolveToNothingAreLoadErrors() throws IOException {
    acmeTools();
    String playbook =
        """
        - hosts: all
          gather_facts: false
          module_defaults:
            acme.tools.frob: {level: 3}
            group/acme.tools.tools: {level: 2}
            KEY: {a: 1}
          tasks:
            - debug: {msg: hi}
        """;
    PlayRun r = play(playbook.replace("KEY", "acme.tools.nope"));
    assertEquals(4, r.exitCode(), r.all());
    assertTrue(
        r.err()
            .startsWith(
                dir.resolve("pb.yml")
                    + ":6:5: error: Could not resolve action acme.tools.nope in"
                    + " module_defaults"),
        r.all());
    PlayRun group = play(playbook.replace("KEY", "group/acme.tools.none"));
    assertTrue(
        group
            .err()
            .startsWith(
                dir.resolve("pb.yml")
                    + ":6:5: error: Error loading module_defaults: could not"
                    + " resolve the module_defaults group acme.tools.none"),
        group.all());
    assertEquals(0, play(playbook.replace("KEY", "group/docker")).exitCode());
  }

  @Test
  void shortNamesAreSearchedInTheTasksCollectionsThenAnsibleLegacy() throws IOException {
    acmeTools();
    PlayRun r =
        play(
            """
        - hosts: all
          gather_facts: false
          collections: [community.general]
          tasks:
            - ini_file: {path: ROOT/settings.ini, section: main, option: level, value: "3"}
            - name: community.docker's compose v2 has no short name but under its collection
              community.docker.docker_compose_v2: {project_src: ROOT/none}
              when: false
            - docker_compose_v2: {project_src: ROOT/none}
              collections: [community.docker]
              when: false
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals("\n[main]\nlevel = 3\n", Files.readString(dir.resolve("settings.ini")));
    PlayRun frob =
        play(
            """
        - hosts: all
          gather_facts: false
          collections: [acme.tools]
          tasks:
            - debug: {msg: acme has no debug}
            - frob: {level: 3}
              register: frobbed
            - debug: {var: frobbed.msg}
        """);
    assertEquals(0, frob.exitCode(), frob.all());
    assertTrue(frob.out().contains("acme frob at level 3"), frob.all());
  }

  /**
   * As ansible-playbook: action plugins ({@code copy}) are looked for first, through the whole
   * list, so a listed collection's own {@code copy} module does not hide it; its {@code file} does.
   */
  @Test
  void aRoleSearchesItsOwnCollectionsNotItsPlays() throws IOException {
    acmeTools();
    write(
        "roles/plain/tasks/main.yml",
        "- file: {path: ROOT/plain.txt, state: touch}\n".replace("ROOT", dir.toString()));
    write("roles/tooled/meta/main.yml", "collections: [acme.tools]\n");
    write(
        "roles/tooled/tasks/main.yml",
        "- copy: {dest: ROOT/copied, content: x}\n- file: {path: ROOT/tooled}\n"
            .replace("ROOT", dir.toString()));
    PlayRun plain =
        play(
            """
        - hosts: all
          gather_facts: false
          collections: [acme.tools]
          roles: [plain]
        """);
    assertEquals(0, plain.exitCode(), plain.all());
    assertTrue(Files.exists(dir.resolve("plain.txt")), plain.all());
    PlayRun tooled =
        play(
            """
        - hosts: all
          gather_facts: false
          roles: [tooled]
        """);
    assertEquals(0, tooled.exitCode(), tooled.all());
    assertTrue(
        Files.exists(dir.resolve("copied")),
        "ansible.builtin.copy, an action plugin, is found first");
    assertTrue(Files.exists(dir.resolve("tooled.acme")), "acme.tools.file ran: " + tooled.all());
    write(
        "collections/ansible_collections/acme/tools/roles/own/tasks/main.yml",
        "- file: {path: ROOT/own}\n".replace("ROOT", dir.toString()));
    PlayRun own =
        play(
            """
        - hosts: all
          gather_facts: false
          roles: [acme.tools.own]
        """);
    assertEquals(0, own.exitCode(), own.all());
    assertTrue(
        Files.exists(dir.resolve("own.acme")),
        "a collection's role runs its collection's file: " + own.all());
  }

  @Test
  void theFactGatheringGetsThePlaysSetupDefaults() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: all
          module_defaults:
            setup: {gather_subset: ["!all"], filter: "ansible_*"}
          tasks:
            - debug: {msg: "{{ ansible_memtotal_mb is defined }} {{ ansible_distribution is defined }}"}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(r.out().contains("\"msg\": \"False True\""), r.all());
    assertTrue(
        r.all()
            .contains(
                "[WARNING]: module_defaults give the play's fact gathering 'filter', which play's"
                    + " gathering does not apply"),
        r.all());
  }

  /**
   * A task giving an argument play's own module does not implement, which Ansible's module
   * documents, runs Ansible's module (here only in check mode: nothing changes on this machine); an
   * argument neither knows, and native-only runs, keep play's error.
   */
  @Test
  void anArgumentOnlyAnsiblesModuleHasRunsAnsiblesCode() throws IOException {
    PlayRun r = userTask("password_expire_max: 99999", "--check", "-v");
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(r.out().contains("ansible.builtin.user (Ansible's module code)"), r.all());
    PlayRun typo = userTask("pasword_expire_max: 1", "--check");
    assertTrue(
        typo.out().contains("unsupported parameter 'pasword_expire_max' for module 'user'"),
        typo.all());
    PlayRun nativeOnly = userTask("password_expire_max: 99999", "--check", "--native-only");
    assertTrue(
        nativeOnly.out().contains("unsupported parameter 'password_expire_max' for module 'user'"),
        nativeOnly.all());
  }

  /** A play of one {@code user} task for root with {@code argument}. */
  private PlayRun userTask(String argument, String... args) throws IOException {
    return play(
        """
        - hosts: all
          gather_facts: false
          tasks:
            - user: {name: root, ARG}
        """
            .replace("ARG", argument),
        args);
  }
}
