package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bridged module's result as ansible-core 2.14 hands it on (checked against ansible-playbook on
 * the same playbook, local connection): internal keys the module returns are removed with Ansible's
 * warning; {@code register} keeps the result without its {@code invocation}, its keys in Ansible's
 * order (the module's, the interpreter's fact, then {@code failed}).
 */
class BridgedResultTest {
  @TempDir Path dir;

  @Test
  void registersWhatAnsibleRegistersAndWarnsAboutInternalKeys() throws IOException {
    Files.createDirectories(dir.resolve("library"));
    Files.writeString(
        dir.resolve("library/internal.py"),
        """
        #!/usr/bin/python
        from ansible.module_utils.basic import AnsibleModule
        m = AnsibleModule(argument_spec={})
        m.exit_json(changed=False, _ansible_verbose_always=True, x=1)
        """);
    PlayRun r =
        new RunDir(dir)
            .play(
                "localhost ansible_connection=local\n",
                """
        - hosts: all
          gather_facts: false
          tasks:
            - internal:
              register: r
            - debug: msg="{{ r.keys() | list }}"
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(
        r.all()
            .contains(
                "[WARNING]: Removed unexpected internal key in module return: "
                    + "_ansible_verbose_always = True\nok: [localhost]\n"),
        r.all());
    assertTrue(
        r.out()
            .contains(
                """
        ok: [localhost] => {
            "msg": [
                "changed",
                "x",
                "ansible_facts",
                "failed"
            ]
        }"""),
        r.all());
  }
}
