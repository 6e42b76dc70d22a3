package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.vault.Vault;
import dev.play.vault.VaultSecret;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code include_vars} in a run: its variables sit between task vars and set_fact (Ansible's order,
 * checked with ansible-playbook 2.14), a vaulted file is read with the run's secrets and its values
 * stay masked, {@code no_log} hides the result but still sets the variables, and a role's {@code
 * vars/} is looked in first.
 */
class IncludeVarsRunTest {
  private static final VaultSecret SECRET =
      new VaultSecret("default", "pw".getBytes(StandardCharsets.UTF_8));
  @TempDir Path dir;

  @Test
  void precedenceVaultNoLogAndRoles() throws Exception {
    Files.createDirectories(dir.resolve("vars"));
    Files.createDirectories(dir.resolve("roles/r/vars"));
    Files.createDirectories(dir.resolve("roles/r/tasks"));
    Files.writeString(dir.resolve("vars/site.yml"), "x: included\nderived: \"{{ x }}-{{ y }}\"\n");
    Files.writeString(
        dir.resolve("vars/secret.yml"),
        Vault.encrypt("db_password: hunter2-secret\n".getBytes(StandardCharsets.UTF_8), SECRET));
    Files.writeString(dir.resolve("roles/r/vars/extra.yml"), "from_role: role-vars\n");
    Files.writeString(dir.resolve("roles/r/tasks/main.yml"), "- include_vars: extra.yml\n");
    Files.writeString(dir.resolve("pw.txt"), "pw\n");
    Path site =
        Files.writeString(
            dir.resolve("site.yml"),
            """
        - hosts: localhost
          gather_facts: false
          vars: {x: play, y: play-y}
          roles: [r]
          tasks:
            - include_vars: vars/site.yml
            - name: include_vars wins over task vars
              assert: {that: ["x == 'included'", "derived == 'included-task-y'"]}
              vars: {x: task, y: task-y}
            - include_vars: {file: vars/secret.yml, name: secrets}
              no_log: true
            - assert: {that: ["secrets.db_password == 'hunter2-secret'", "from_role == 'role-vars'"]}
            - set_fact: {x: set}
            - include_vars: vars/site.yml
            - name: set_fact wins over include_vars
              assert: {that: ["x == 'set'"]}
            - debug: {var: secrets}
        """);
    PlayRun run =
        PlayRun.of(
            "--vault-password-file", dir.resolve("pw.txt").toString(), site.toString(), "-v");
    assertEquals(0, run.exitCode(), run.all());
    assertFalse(run.out().contains("hunter2-secret"), "vaulted values stay masked:\n" + run.out());
    assertTrue(run.out().contains("the output has been hidden"), run.out());
  }
}
