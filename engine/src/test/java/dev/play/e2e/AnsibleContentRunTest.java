package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What published Ansible content relies on, run on the local connection as ansible-playbook 2.14
 * runs it (each case was checked with it): a templated play {@code hosts:}, the old {@code
 * include:}, a {@code when} that skips a task whose loop is undefined, module arguments checked
 * only when a task runs, and the {@code vars} variable.
 */
class AnsibleContentRunTest {
  @TempDir Path dir;

  private PlayRun play(String playbook, String... args) throws IOException {
    return new RunDir(dir).play("[nodes]\nh1 ansible_connection=local\n", playbook, args);
  }

  private Path write(String name, String text) throws IOException {
    return new RunDir(dir).write(name, text);
  }

  @Test
  void templatedHostsUseExtraVarsPlayVarsAndVarsFiles() throws IOException {
    write("target.yml", "from_file: h1\n");
    String playbook =
        """
        - hosts: "{{ target | default('all') }}"
          gather_facts: false
          tasks:
            - debug: {msg: first}
        - name: "second on {{ mine }}"
          hosts: "{{ mine }}"
          gather_facts: false
          vars: {mine: nodes}
          tasks:
            - debug: {msg: second}
        - hosts: "{{ from_file }}"
          gather_facts: false
          vars_files: [target.yml]
          tasks:
            - debug: {msg: third}
        - hosts: "{{ groups['nodes'] }}"
          gather_facts: false
          tasks:
            - debug: {msg: fourth}
        """;
    PlayRun r = play(playbook);
    assertEquals(0, r.exitCode(), r.all());
    for (String header :
        List.of("PLAY [all]", "PLAY [second on nodes]", "PLAY [h1]", "PLAY [['h1']]")) {
      assertTrue(r.out().contains(header + " *"), header + " in\n" + r.all());
    }
    assertEquals(4, r.out().split("ok: \\[h1]", -1).length - 1, r.all());
    PlayRun other = play(playbook, "-e", "target=nothere");
    assertTrue(other.all().contains("no hosts matched 'nothere'"), other.all());
  }

  @Test
  void hostsWithAnInventoryVariableFailAsInAnsible() throws IOException {
    String playbook =
        """
        - hosts: all
          gather_facts: false
          tasks:
            - debug: {msg: first}
        - hosts: "{{ ansible_connection }}"
          gather_facts: false
          tasks:
            - debug: {msg: second}
        """;
    PlayRun r = play(playbook);
    assertEquals(4, r.exitCode(), r.all());
    assertTrue(r.out().contains("\"msg\": \"first\""), r.all());
    assertTrue(
        r.err()
            .startsWith(
                dir.resolve("pb.yml")
                    + ":5:3: error: the play's hosts '{{ ansible_connection }}'"
                    + " use an undefined variable 'ansible_connection': only extra vars (-e), the play's vars and vars_files"
                    + " and magic variables such as groups are defined when a play's hosts are chosen"),
        r.err());
    assertEquals(4, play(playbook, "--syntax-check").exitCode());
  }

  @Test
  void listHostsShowsTheRenderedPattern() throws IOException {
    PlayRun r =
        play(
            """
        - name: "deploy to {{ target | default('all') }}"
          hosts: "{{ target | default('all') }}"
          tasks:
            - debug: {msg: x}
        """,
            "--list-hosts",
            "-e",
            "target=nodes");
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(
        r.out()
            .contains(
                "play #1 (nodes): deploy to nodes\tTAGS: []\n    pattern: ['nodes']\n"
                    + "    hosts (1):\n      h1\n"),
        r.all());
  }

  @Test
  void whenIsEvaluatedBeforeAnUndefinedLoopFails() throws IOException {
    write("inc.yml", "- debug: {msg: included}\n");
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          vars:
            user: {name: bob}
          tasks:
            - name: keys
              debug: {msg: "{{ item }}"}
              with_dict: "{{ user.ssh_keys }}"
              when: user.ssh_keys is defined
            - name: uses item
              debug: {msg: "{{ item }}"}
              loop: "{{ nothere }}"
              when: item is defined
            - name: include
              include_tasks: inc.yml
              loop: "{{ nothere }}"
              when: false
            - name: holds
              debug: {msg: "{{ item }}"}
              loop: "{{ user.ssh_keys }}"
              when: user.name == 'bob'
        """);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(after(r.out(), "keys").startsWith("skipping: [h1]\n\n"), r.all());
    assertTrue(after(r.out(), "uses item").startsWith("skipping: [h1]\n"), r.all());
    assertFalse(r.out().contains("included"), r.all());
    assertTrue(
        r.out().contains("\"msg\": \"undefined variable 'user.ssh_keys' in task 'holds' at "),
        r.all());
  }

  /** What {@code out} prints after the banner of task {@code name}. */
  private static String after(String out, String name) {
    return out.split("TASK \\[" + java.util.regex.Pattern.quote(name) + "\\] \\*+\n", 2)[1];
  }

  @Test
  void moduleArgumentsAreCheckedWhenTheTaskRuns() throws IOException {
    String playbook =
        """
        - hosts: h1
          gather_facts: false
          tasks:
            - name: for older Ansible
              command: echo hi
              args:
                warn: false
              when: ansible_os_family == 'RedHat'
            - name: for RedHat
              package: name=git enablerepo=epel
              when: false
            - name: runs
              command: echo hi
              args:
                warn: false
        """;
    assertEquals(0, play(playbook, "--syntax-check").exitCode());
    PlayRun r = play(playbook, "-e", "ansible_os_family=Debian");
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(after(r.out(), "for older Ansible").startsWith("skipping: [h1]\n\n"), r.all());
    assertTrue(after(r.out(), "for RedHat").startsWith("skipping: [h1]\n\n"), r.all());
    assertTrue(
        r.out()
            .contains(
                "\"msg\": \"unsupported parameter 'warn' for module 'command' in task 'runs' at "
                    + dir.resolve("pb.yml")
                    + ":15:9\"}"),
        r.all());
  }

  @Test
  void varsHoldsEveryVariableOfTheTask() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          vars:
            some_a: AAA
            ref: "{{ some_a }}-ref"
            conf_x: 1
          tasks:
            - set_fact: {registered: yes}
            - assert:
                that:
                  - vars['some_' + 'a'] == 'AAA'
                  - vars.ref == 'AAA-ref'
                  - vars.tv == 'task'
                  - vars.registered
                  - vars.inventory_hostname == 'h1'
                  - vars.vars is undefined
                  - hostvars[inventory_hostname].registered
              vars: {tv: task}
            - debug: {msg: "found {{ item }} {{ vars[item] }}"}
              loop: [conf_x, conf_y]
              when: item in vars and vars.item is undefined
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(r.out().contains("\"msg\": \"found conf_x 1\""), r.all());
    assertTrue(r.out().contains("skipping: [h1] => (item=conf_y)"), r.all());
  }

  @Test
  void oldIncludeIsStaticOrDynamicAsInAnsible() throws IOException {
    write(
        "inc/t.yml",
        """
        - debug: {msg: "t {{ a | default('-') }} {{ b | default('-') }} {{ item | default('-') }}"}
        """);
    write("inc/nested.yml", "- include: t.yml a=5\n");
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          vars: {fname: t.yml}
          tasks:
            - include: inc/t.yml a=1
              vars: {b: 2}
            - include: inc/t.yml
              when: false
            - include: inc/t.yml
              loop: [x]
            - include: "inc/{{ fname }}"
            - include_tasks: inc/nested.yml
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals(1, r.err().split("'include' is deprecated", -1).length - 1, r.err());
    assertTrue(
        r.err()
            .contains(
                "[WARNING]: 'include' is deprecated (Ansible 2.16 removes it): use include_tasks or"
                    + " import_tasks (first at "
                    + dir.resolve("pb.yml")
                    + ":5:7)"),
        r.err());
    String out = r.out();
    int[] at = {
      out.indexOf("\"msg\": \"t 1 2 -\""),
      out.indexOf("skipping: [h1]"),
      out.indexOf("included: " + dir.resolve("inc/t.yml") + " for h1"),
      out.indexOf("\"msg\": \"t - - x\""),
      out.indexOf("\"msg\": \"t - - -\""),
      out.indexOf("included: " + dir.resolve("inc/nested.yml")),
      out.indexOf("\"msg\": \"t 5 - -\"")
    };
    for (int i = 0; i < at.length; i++) {
      assertTrue(at[i] >= 0 && (i == 0 || at[i] > at[i - 1]), "step " + i + " in order:\n" + out);
    }
  }

  /** deepops/nhc and geerlingguy.containerd read a command's result after a check-mode run. */
  @Test
  void aCommandNotRunInCheckModeRegistersWhatAnsibleRegisters() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - command: ls /nonexistent
              register: out
              changed_when: out.rc != 0
            - assert:
                that:
                  - out.rc == 0
                  - out.stdout == ''
                  - out.stdout_lines == []
                  - out is skipped
        """,
            "--check");
    assertEquals(0, r.exitCode(), r.all());
  }

  @Test
  void aMetaConditionThatCannotBeEvaluatedEndsTheRunClearly() throws IOException {
    PlayRun r =
        play(
            """
        - hosts: h1
          gather_facts: false
          tasks:
            - meta: end_host
              when: nothere.rc == 0
        """);
    assertEquals(4, r.exitCode(), r.all());
    assertTrue(
        r.err()
            .startsWith(
                dir.resolve("pb.yml")
                    + ":4:7: error: the condition of meta 'end_host' failed on h1:"
                    + " undefined variable 'nothere'"),
        r.err());
  }

  @Test
  void aPlaybookIncludeIsRefusedAsAnsible214RefusesIt() throws IOException {
    write("other.yml", "- hosts: all\n  tasks: []\n");
    PlayRun r = play("- include: other.yml\n");
    assertEquals(4, r.exitCode(), r.all());
    assertTrue(
        r.err()
            .startsWith(
                dir.resolve("pb.yml")
                    + ":1:3: error: 'include' of a playbook is not supported"
                    + " (nor by Ansible 2.14): use 'import_playbook'"),
        r.err());
  }

  @Test
  void templatesHaveAnsibleManagedAndTheTemplateVariables() throws IOException {
    write(
        "templates/motd.j2",
        "# {{ ansible_managed }}\n{{ template_path }} -> {{ template_destpath }} ({{ template_fullpath | basename }})\n");
    String playbook =
        """
        - hosts: all
          gather_facts: false
          tasks:
            - template: {src: motd.j2, dest: ROOT/motd}
            - debug: {msg: "{{ lookup('template', 'motd.j2') }}"}
        """;
    PlayRun r = play(playbook);
    assertEquals(0, r.exitCode(), r.all());
    assertEquals(
        "# Ansible managed\nmotd.j2 -> " + dir.resolve("motd") + " (motd.j2)\n",
        java.nio.file.Files.readString(dir.resolve("motd")));
    assertTrue(
        r.out().contains("\"msg\": \"# Ansible managed\\nmotd.j2 ->  (motd.j2)\\n\""), r.all());
  }

  @Test
  void roleNamesPlayNameAndAnsibleVersionAreMagicVariables() throws IOException {
    write(
        "roles/r1/tasks/main.yml",
        "- debug: {msg: \"{{ [role_name, ansible_role_name, ansible_collection_name] }}\"}\n");
    String playbook =
        """
        - name: the play
          hosts: all
          gather_facts: false
          roles: [r1]
          tasks:
            - debug: {msg: "{{ [ansible_play_name, ansible_version.full is version('2.12', '>='), ansible_version.minor] }}"}
        """;
    PlayRun r = play(playbook);
    assertEquals(0, r.exitCode(), r.all());
    String compact = r.out().replaceAll("\\s+", "");
    assertTrue(compact.contains("\"msg\":[\"r1\",\"r1\",null]"), r.all());
    assertTrue(compact.contains("\"msg\":[\"theplay\",true,14]"), r.all());
  }

  @Test
  void optionsAndRolesOfThePlayAreMagicVariables() throws IOException {
    write("roles/r0/tasks/main.yml", "- debug: {msg: r0}\n");
    write("roles/r1/tasks/main.yml", "- debug: {msg: r1}\n");
    write("roles/r1/meta/main.yml", "dependencies: [r0]\n");
    PlayRun r =
        play(
            """
        - hosts: nodes
          gather_facts: false
          roles: [r1]
          tasks:
            - debug:
                msg: "{{ [ansible_verbosity, ansible_forks, ansible_limit, ansible_inventory_sources, ansible_play_name,
                  ansible_role_names | sort, ansible_play_role_names, ansible_dependent_role_names, role_names,
                  ansible_search_path, ansible_playbook_python is string, ansible_config_file is defined] }}"
        """,
            "-l",
            "h1",
            "-f",
            "3",
            "-v");
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(
        r.out()
            .replaceAll("\\s+", "")
            .contains(
                "\"msg\":[1,3,\"h1\",[\""
                    + dir.resolve("hosts.ini")
                    + "\"],\"nodes\",[\"r0\",\"r1\"],[\"r1\"],[\"r0\"],[\"r1\"],[\""
                    + dir
                    + "\"],true,true]"),
        r.all());
  }

  @Test
  void connectionVariablesAreDefinedWhenNoVariableSetsThem() throws IOException {
    String playbook =
        """
        - hosts: all
          gather_facts: false
          tasks:
            - debug: {msg: "{{ [ansible_connection, ansible_host, ansible_user | default('none')] }}"}
            - debug: {msg: "{{ [ansible_connection, ansible_host, ansible_user, ansible_port | default(0)] }}"}
              connection: "{{ 'local' }}"
              remote_user: bob
              port: 2222
            - debug: {msg: "{{ hostvars[inventory_hostname].ansible_connection | default('none') }}"}
        """;
    String inventory = "h1 ansible_ssh_host=127.0.0.9\n";
    PlayRun r = new RunDir(dir).play(inventory, playbook);
    assertEquals(0, r.exitCode(), r.all());
    String compact = r.out().replaceAll("\\s+", "");
    assertTrue(compact.contains("ok:[h1]=>{\"msg\":[\"ssh\",\"127.0.0.9\",\"none\"]}"), r.all());
    assertTrue(compact.contains("ok:[h1]=>{\"msg\":[\"local\",\"127.0.0.9\",\"bob\",0]}"), r.all());
    assertTrue(compact.contains("ok:[h1]=>{\"msg\":\"none\"}"), r.all());
    PlayRun forced = new RunDir(dir).play(inventory, playbook, "-c", "local");
    assertTrue(
        forced
            .out()
            .replaceAll("\\s+", "")
            .contains("ok:[h1]=>{\"msg\":[\"local\",\"127.0.0.9\",\"none\"]}"),
        forced.all());
  }

  @Test
  void aRoleIncludedOrImportedByARoleKnowsItsParentRoles() throws IOException {
    write("roles/a/tasks/main.yml", "- include_role: {name: b}\n- import_role: {name: c}\n");
    write(
        "roles/b/tasks/main.yml",
        "- debug: {msg: \"b {{ ansible_parent_role_names }} {{ ansible_parent_role_paths }}\"}\n"
            + "- include_role: {name: c}\n");
    write(
        "roles/c/tasks/main.yml",
        "- debug: {msg: \"c {{ ansible_parent_role_names | default('none') }}"
            + " {{ role_path }}\"}\n");
    PlayRun r =
        play(
            """
        - hosts: all
          gather_facts: false
          roles: [a]
          tasks:
            - include_role: {name: c}
        """);
    assertEquals(0, r.exitCode(), r.all());
    String roles = dir.resolve("roles").toString();
    for (String msg :
        List.of(
            "b ['a'] ['" + roles + "/a']",
            "c ['b', 'a'] " + roles + "/c",
            "c ['a'] " + roles + "/c",
            "c none " + roles + "/c")) {
      assertTrue(r.out().contains("\"msg\": \"" + msg + "\""), msg + " in\n" + r.all());
    }
  }

  @Test
  void tasksFromPicksTheArgumentSpecByTheNameAsWritten() throws IOException {
    write("roles/c/tasks/main.yml", "- debug: {msg: main}\n");
    write("roles/c/tasks/preflight.yml", "- debug: {msg: \"preflight {{ cvar }}\"}\n");
    write(
        "roles/c/meta/argument_specs.yml",
        """
        argument_specs:
          main: {}
          preflight:
            short_description: Checks first
            options:
              cvar: {type: int, required: true}
        """);
    PlayRun r =
        play(
            """
        - hosts: all
          gather_facts: false
          tasks:
            - include_role: {name: c}
            - include_role: {name: c, tasks_from: preflight.yml}
              vars: {cvar: x}
            - include_role: {name: c, tasks_from: preflight}
              vars: {cvar: "5"}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(r.out().contains("\"msg\": \"preflight x\""), r.all());
    assertEquals(1, r.out().split("TASK \\[c : Validating arguments", -1).length - 1, r.all());
    assertTrue(
        r.out()
            .contains(
                "TASK [c : Validating arguments against arg spec 'preflight' - Checks first] *"),
        r.all());
  }

  @Test
  void aRolesTaskFilesAreFoundWhereAnsibleLooks() throws IOException {
    write(
        "roles/r/tasks/main.yml",
        "- include_tasks: tasks/set_vars.yml\n- import_tasks: tasks/other.yml\n"
            + "- include_tasks: sub/a.yml\n- import_tasks: sub/c.yml\n");
    write("roles/r/tasks/set_vars.yml", "- debug: {msg: set_vars}\n");
    write("roles/r/tasks/other.yml", "- debug: {msg: other}\n");
    write("roles/r/tasks/sub/a.yml", "- include_tasks: b.yml\n");
    write("roles/r/tasks/b.yml", "- debug: {msg: top b}\n");
    write("roles/r/tasks/sub/b.yml", "- debug: {msg: sub b}\n");
    write("roles/r/tasks/sub/c.yml", "- import_tasks: d.yml\n");
    write("roles/r/tasks/d.yml", "- debug: {msg: top d}\n");
    write("roles/r/tasks/sub/d.yml", "- debug: {msg: sub d}\n");
    PlayRun r = play("- hosts: all\n  gather_facts: false\n  roles: [r]\n");
    assertEquals(0, r.exitCode(), r.all());
    List<String> msgs =
        r.out().lines().filter(l -> l.contains("\"msg\"")).map(String::strip).toList();
    assertEquals(
        List.of(
            "\"msg\": \"set_vars\"",
            "\"msg\": \"other\"",
            "\"msg\": \"top b\"",
            "\"msg\": \"sub d\""),
        msgs,
        r.all());
  }

  @Test
  void theKeysOfMappingsInVariablesKeepTheirYamlTypes() throws IOException {
    write("group_vars/nodes.yml", "gv: {8: eight}\n");
    write("roles/r/vars/main.yml", "java: {jre: {17: openjdk-17-jre}}\n");
    write("inc.yml", "iv: {true: yes-key}\n");
    write(
        "roles/r/tasks/main.yml",
        "- debug: {msg: \"{{ [java.jre[17], java.jre['17'] is defined, gv[8], pv[2], sf[3],"
            + " iv[true], java.jre | dict2items | map(attribute='key') | first] }}\"}\n");
    PlayRun r =
        play(
            """
        - hosts: all
          gather_facts: false
          vars: {pv: {2: two}}
          pre_tasks:
            - set_fact: {sf: {3: three}}
            - include_vars: inc.yml
          roles: [r]
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(
        r.out()
            .replaceAll("\\s+", "")
            .contains(
                "\"msg\":[\"openjdk-17-jre\",false,\"eight\",\"two\",\"three\",\"yes-key\",17]"),
        r.all());
  }

  @Test
  void anImportedRoleAndItsDependencyAreValidatedUnderTheirConditions() throws IOException {
    write("roles/c/tasks/main.yml", "- debug: {msg: c}\n");
    write("roles/c/meta/main.yml", "dependencies: [d]\n");
    write(
        "roles/c/meta/argument_specs.yml",
        "argument_specs:\n  main:\n    options:\n      cv: {type: int}\n");
    write("roles/d/tasks/main.yml", "- debug: {msg: d}\n");
    write(
        "roles/d/meta/argument_specs.yml",
        "argument_specs:\n  main:\n    options:\n      dv: {type: int}\n");
    PlayRun r =
        play(
            """
        - hosts: all
          gather_facts: false
          tasks:
            - import_role: {name: c}
              when: false
        - hosts: all
          gather_facts: false
          tasks:
            - import_role: {name: c}
        - hosts: all
          gather_facts: false
          roles:
            - role: c
              when: false
        """);
    assertEquals(0, r.exitCode(), r.all());
    List<String> lines =
        r.out()
            .lines()
            .filter(
                l -> l.startsWith("TASK [") || l.startsWith("ok: ") || l.startsWith("skipping: "))
            .map(l -> l.replaceAll(" \\*+$", "").replaceAll(" => \\{$", ""))
            .toList();
    List<String> expected = new java.util.ArrayList<>();
    for (String status : List.of("skipping: [h1]", "ok: [h1]", "skipping: [h1]")) {
      for (String role : List.of("d", "c")) {
        expected.addAll(
            List.of(
                "TASK [" + role + " : Validating arguments against arg spec 'main']",
                status,
                "TASK [" + role + " : debug]",
                status));
      }
    }
    assertEquals(expected, lines, r.all());
  }

  @Test
  void varnamesInAWhenDoesNotResolveOtherVariables() throws IOException {
    String playbook =
        """
        - hosts: all
          gather_facts: false
          vars:
            unused: "{{ golang_version }}"
            os_vars: {ssh_x: 1, sshd_path: /usr/sbin/sshd}
            sshd_path: /custom
          tasks:
            - set_fact:
                '{{ item.key }}': "{{ item.value }}"
              when: "not lookup('varnames', '^' + item.key + '$')"
              with_dict: '{{ os_vars }}'
            - debug: {msg: "{{ [ssh_x, sshd_path] }}"}
        """;
    PlayRun r = play(playbook);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(r.out().replaceAll("\\s+", "").contains("\"msg\":[1,\"/custom\"]"), r.all());
  }

  @Test
  void includesPrintTheirHeaderNameTheirItemAndCountOkAsAnsible() throws IOException {
    write("t.yml", "- debug: {msg: inner}\n");
    write("roles/r1/tasks/main.yml", "- debug: {msg: inrole}\n");
    String playbook =
        """
        - hosts: all
          gather_facts: false
          tasks:
            - include_role: {name: r1}
            - include_tasks: "{{ item.f }}"
              loop: [{f: t.yml, n: first}]
              loop_control: {label: "{{ item.n }}"}
            - include_tasks: t.yml
              when: false
        """;
    PlayRun r = play(playbook);
    assertEquals(0, r.exitCode(), r.all());
    String out = r.out();
    assertTrue(out.contains("TASK [include_role : r1] *"), r.all());
    assertTrue(out.contains("TASK [include_tasks] *"), r.all());
    assertTrue(
        out.contains("included: " + dir.resolve("t.yml") + " for h1 => (item=first)\n"), r.all());
    assertTrue(
        out.indexOf("skipping: [h1]") > out.lastIndexOf("TASK [include_tasks] *"),
        "under its own header: " + r.all());
    assertTrue(
        out.contains(
            "h1                         : ok=3    changed=0    unreachable=0    failed=0    skipped=1 "),
        "the include_tasks counts ok, include_role does not, as in Ansible: " + r.all());
  }

  @Test
  void loopItemLinesAreAnsiblesAndADebugMsgStandsAlone() throws IOException {
    String playbook =
        """
        - hosts: all
          gather_facts: false
          tasks:
            - debug: {msg: "{{ item }}"}
              loop: [a]
            - command: echo hi
              loop: [b]
        """;
    PlayRun r = play(playbook);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(r.out().contains("ok: [h1] => (item=a) => {\n    \"msg\": \"a\"\n}\n"), r.all());
    assertTrue(r.out().contains("changed: [h1] => (item=b)\n"), r.all());
  }
}
