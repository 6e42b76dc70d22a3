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
 * Vaulted content wherever Ansible reads it: a whole vars file, group_vars and host_vars files, an
 * inventory, {@code -e @file}, and inline {@code !vault} values in a play, a vars file and
 * host_vars; a wrong or missing password is an error naming the file.
 */
class VaultRunTest {
  private static final Path FIXTURES = Path.of("src/test/resources/vault");
  private static final VaultSecret SECRET =
      new VaultSecret("default", "correct horse battery staple".getBytes(StandardCharsets.UTF_8));
  @TempDir Path dir;

  private static String vaulted(String plain) {
    return Vault.encrypt(plain.getBytes(StandardCharsets.UTF_8), SECRET);
  }

  private static String inline(String name, String plain) {
    return name
        + ": !vault |\n"
        + vaulted(plain).lines().map(l -> "  " + l + "\n").reduce("", String::concat);
  }

  private Path layout() throws Exception {
    Files.createDirectories(dir.resolve("inv/group_vars"));
    Files.createDirectories(dir.resolve("inv/host_vars"));
    Files.writeString(
        dir.resolve("inv/hosts.yml"),
        vaulted(
            "all:\n  hosts:\n    vaulthost:\n      ansible_connection: local\n      from_inventory: inv-ok\n"));
    Files.writeString(dir.resolve("inv/group_vars/all.yml"), vaulted("from_group_vars: gv-ok\n"));
    Files.writeString(
        dir.resolve("inv/host_vars/vaulthost.yml"), inline("from_host_vars", "hv-ok"));
    Files.writeString(dir.resolve("vars.yml"), vaulted("from_vars_file: vf-ok\n"));
    Files.writeString(dir.resolve("inline-vars.yml"), inline("from_inline_file", "if-ok"));
    Files.writeString(dir.resolve("extra.yml"), vaulted("from_extra: ex-ok\n"));
    Files.writeString(dir.resolve("plain-extra.yml"), "from_plain_extra: px-ok\n");
    Files.copy(FIXTURES.resolve("password.txt"), dir.resolve("password.txt"));
    Files.createDirectories(dir.resolve("files/tree"));
    Files.writeString(dir.resolve("files/secret.conf"), vaulted("key = copied\n"));
    Files.writeString(dir.resolve("files/tree/inner.conf"), vaulted("key = tree\n"));
    Files.writeString(dir.resolve("files/app.conf.mustache"), vaulted("key = {{ from_play }}\n"));
    return Files.writeString(
        dir.resolve("site.yml"),
        """
        - hosts: all
          gather_facts: false
          vars_files: [vars.yml, inline-vars.yml]
          vars:
        """
            + inline("from_play", "play-ok")
                .lines()
                .map(l -> "    " + l + "\n")
                .reduce("", String::concat)
            + """
          tasks:
            - assert:
                that:
                  - from_inventory == 'inv-ok'
                  - from_group_vars == 'gv-ok'
                  - from_host_vars == 'hv-ok'
                  - from_vars_file == 'vf-ok'
                  - from_inline_file == 'if-ok'
                  - from_extra == 'ex-ok'
                  - from_plain_extra == 'px-ok'
                  - from_play == 'play-ok'
            - copy: {src: files/secret.conf, dest: "{{ out }}/secret.conf"}
            - copy: {src: files/tree, dest: "{{ out }}/"}
            - copy: {src: files/secret.conf, dest: "{{ out }}/still-vaulted.conf", decrypt: false}
            - template: {src: files/app.conf.mustache, dest: "{{ out }}/app.conf"}
        """);
  }

  @Test
  void vaultedContentIsReadEverywhereAnsibleReadsIt() throws Exception {
    Path site = layout();
    Path out = Files.createDirectories(dir.resolve("out"));
    PlayRun run =
        PlayRun.of(
            "-i",
            dir.resolve("inv").toString(),
            "--vault-password-file",
            dir.resolve("password.txt").toString(),
            "-e",
            "@" + dir.resolve("extra.yml"),
            "-e",
            "@" + dir.resolve("plain-extra.yml"),
            "-e",
            "out=" + out,
            site.toString());
    assertEquals(0, run.exitCode(), run.all());
    assertEquals(0, run.failed("vaulthost"));
    assertEquals("key = copied\n", Files.readString(out.resolve("secret.conf")));
    assertEquals("key = tree\n", Files.readString(out.resolve("tree/inner.conf")));
    assertTrue(
        Files.readString(out.resolve("still-vaulted.conf"))
            .startsWith("$ANSIBLE_VAULT;1.1;AES256\n"));
    assertEquals("key = play-ok\n", Files.readString(out.resolve("app.conf")));
    PlayRun again =
        PlayRun.of(
            "-i",
            dir.resolve("inv").toString(),
            "--vault-password-file",
            dir.resolve("password.txt").toString(),
            "-e",
            "@" + dir.resolve("extra.yml"),
            "-e",
            "@" + dir.resolve("plain-extra.yml"),
            "-e",
            "out=" + out,
            site.toString());
    assertEquals(
        0,
        again.changed("vaulthost"),
        "decrypted sources are no change the second time:\n" + again.all());
  }

  @Test
  void aWrongOrMissingPasswordNamesTheFile() throws Exception {
    Path site = layout();
    Path wrong = Files.writeString(dir.resolve("wrong.txt"), "nope\n");
    PlayRun bad =
        PlayRun.of(
            "-i",
            dir.resolve("inv").toString(),
            "--vault-password-file",
            wrong.toString(),
            site.toString());
    assertEquals(4, bad.exitCode(), bad.all());
    assertTrue(bad.err().contains("decryption failed: no vault secret given opens it"), bad.err());
    assertTrue(bad.err().contains("hosts.yml"), bad.err());
    assertFalse(bad.all().contains("inv-ok"));
    PlayRun none = PlayRun.of("-i", dir.resolve("inv").toString(), site.toString());
    assertEquals(4, none.exitCode(), none.all());
    assertTrue(none.err().contains("no vault secret was given"), none.err());
  }

  /**
   * An inline value is decrypted when a task uses it, as Ansible does: without the secret, or with
   * another one, the run goes on and only the task that reads it fails, on the host that has it,
   * naming where it was written; one never used is never decrypted.
   */
  @Test
  void inlineValuesAreDecryptedWhenUsed() throws Exception {
    Files.createDirectories(dir.resolve("inv/host_vars"));
    Files.writeString(
        dir.resolve("inv/hosts.yml"),
        "all:\n  hosts:\n    plain: {ansible_connection: local, token: plain-token}\n"
            + "    sealed:\n      ansible_connection: local\n      unused_in_inventory: !vault |\n"
            + vaulted("never-read")
                .lines()
                .map(l -> "        " + l + "\n")
                .reduce("", String::concat));
    Files.writeString(dir.resolve("inv/host_vars/sealed.yml"), inline("token", "sealed-token"));
    Path out = Files.createDirectories(dir.resolve("out"));
    Path site =
        Files.writeString(
            dir.resolve("site.yml"),
            """
        - hosts: all
          gather_facts: false
          vars:
        """
                + inline("unused_in_play", "never-read")
                    .lines()
                    .map(l -> "    " + l + "\n")
                    .reduce("", String::concat)
                + """
          tasks:
            - copy: {content: "{{ token }}", dest: "{{ out }}/{{ inventory_hostname }}.txt"}
            - debug: {msg: after}
        """);
    PlayRun none =
        PlayRun.of("-i", dir.resolve("inv").toString(), "-e", "out=" + out, site.toString());
    assertEquals(2, none.exitCode(), none.all());
    assertEquals(0, none.failed("plain"), none.all());
    assertEquals(1, none.failed("sealed"), none.all());
    assertTrue(
        none.out()
            .contains(
                "host_vars/sealed.yml:1:8: error: vaulted data, but no vault secret was given"),
        none.out());
    assertEquals("plain-token", Files.readString(out.resolve("plain.txt")));
    assertFalse(Files.exists(out.resolve("sealed.txt")));
    Path wrong = Files.writeString(dir.resolve("wrong.txt"), "nope\n");
    PlayRun bad =
        PlayRun.of(
            "-i",
            dir.resolve("inv").toString(),
            "--vault-password-file",
            wrong.toString(),
            "-e",
            "out=" + out,
            site.toString());
    assertEquals(1, bad.failed("sealed"), bad.all());
    assertTrue(
        bad.out()
            .contains(
                "host_vars/sealed.yml:1:8: error: decryption failed: no vault secret given opens it"),
        bad.out());
    Files.copy(FIXTURES.resolve("password.txt"), dir.resolve("password.txt"));
    PlayRun good =
        PlayRun.of(
            "-v",
            "-i",
            dir.resolve("inv").toString(),
            "--vault-password-file",
            dir.resolve("password.txt").toString(),
            "-e",
            "out=" + out,
            site.toString());
    assertEquals(0, good.exitCode(), good.all());
    assertEquals("sealed-token", Files.readString(out.resolve("sealed.txt")));
    assertFalse(
        good.all().contains("sealed-token"), "a value is a secret once decrypted:\n" + good.all());
  }
}
