package dev.play.vault;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ansible Vault's format, against files that ansible-vault (ansible-core 2.14) wrote. */
class VaultTest {
  private static final Path DIR = Path.of("src/test/resources/vault");
  private static final VaultSecret PASSWORD = secret("default", "correct horse battery staple");
  private static final VaultSecret PROD = secret("prod", "prod-secret");

  private static VaultSecret secret(String id, String password) {
    return new VaultSecret(id, password.getBytes(StandardCharsets.UTF_8));
  }

  private static String text(String name) throws Exception {
    return Files.readString(DIR.resolve(name));
  }

  @Test
  void readsWhatAnsibleVaultWrote() throws Exception {
    byte[] plain = Files.readAllBytes(DIR.resolve("plain.yml"));
    assertArrayEquals(
        plain, new Vault(List.of(PASSWORD)).decrypt(text("default-1.1.yml"), "default-1.1.yml"));
    assertArrayEquals(
        plain,
        new Vault(List.of(PASSWORD, PROD)).decrypt(text("prod-1.2.yml"), "prod-1.2.yml"),
        "a labelled text is tried with its label's secret first");
    assertArrayEquals(
        plain,
        new Vault(List.of(secret("other", "prod-secret"))).decrypt(text("prod-1.2.yml"), "x"),
        "then with the others");
    assertArrayEquals(
        Files.readAllBytes(DIR.resolve("binary.bin")),
        new Vault(List.of(PASSWORD)).decrypt(text("binary.bin.vault"), "binary.bin.vault"));
  }

  @Test
  void readsAnInlineValue() throws Exception {
    String block =
        text("inline.yml").lines().skip(1).map(String::strip).collect(Collectors.joining("\n"));
    assertEquals("tok-123", new Vault(List.of(PASSWORD)).decryptText(block, "api_token"));
  }

  @Test
  void aWrongPasswordOrATamperedTextNamesTheSourceAndQuotesNothing() throws Exception {
    String vaulted = text("default-1.1.yml");
    VaultException wrong =
        assertThrows(
            VaultException.class,
            () -> new Vault(List.of(PROD)).decrypt(vaulted, "group_vars/all/vault.yml"));
    assertEquals(
        "group_vars/all/vault.yml: error: decryption failed: no vault secret given opens it",
        wrong.render());
    int at = vaulted.length() - 10;
    String tampered =
        vaulted.substring(0, at)
            + (vaulted.charAt(at) == '0' ? '1' : '0')
            + vaulted.substring(at + 1);
    VaultException bad =
        assertThrows(
            VaultException.class, () -> new Vault(List.of(PASSWORD)).decrypt(tampered, "f"));
    assertFalse(bad.render().contains("s3cr3t"));
    assertThrows(
        VaultException.class, () -> Vault.none().decrypt(vaulted, "f"), "no secret at all");
    assertThrows(
        VaultException.class,
        () -> new Vault(List.of(PASSWORD)).decrypt("$ANSIBLE_VAULT;1.1;AES256\nzz\n", "f"));
    assertThrows(
        VaultException.class,
        () -> new Vault(List.of(PASSWORD)).decrypt("$ANSIBLE_VAULT;9.9;AES256\n00\n", "f"));
    for (String empty :
        List.of("", "\n", "$ANSIBLE_VAULT;1.1;AES256", "$ANSIBLE_VAULT;1.1;AES256;\n")) {
      assertThrows(
          VaultException.class, () -> new Vault(List.of(PASSWORD)).decrypt(empty, "f"), empty);
    }
  }

  @Test
  void writesAsAnsibleVaultDoes() {
    byte[] plain = "x: 1\n".repeat(40).getBytes(StandardCharsets.UTF_8);
    String labelled = Vault.encrypt(plain, PROD);
    assertTrue(labelled.startsWith("$ANSIBLE_VAULT;1.2;AES256;prod\n"), labelled);
    assertTrue(labelled.lines().skip(1).allMatch(l -> l.length() <= 80 && l.matches("[0-9a-f]+")));
    assertTrue(labelled.endsWith("\n"));
    assertTrue(Vault.encrypt(plain, PASSWORD).startsWith("$ANSIBLE_VAULT;1.1;AES256\n"));
    assertArrayEquals(plain, new Vault(List.of(PROD)).decrypt(labelled, "f"));
    assertArrayEquals(
        new byte[0],
        new Vault(List.of(PASSWORD)).decrypt(Vault.encrypt(new byte[0], PASSWORD), "f"));
    assertFalse(
        Vault.encrypt(plain, PASSWORD).equals(Vault.encrypt(plain, PASSWORD)),
        "a new salt each time");
  }

  @Test
  void pbkdf2MatchesRfc7914() {
    byte[] dk =
        Aes256.pbkdf2(
            "passwd".getBytes(StandardCharsets.US_ASCII),
            "salt".getBytes(StandardCharsets.US_ASCII),
            1,
            64);
    assertEquals(
        "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
            + "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783",
        HexFormat.of().formatHex(dk));
  }

  @Test
  void secretsComeFromFilesScriptsClientScriptsAndThePrompt(@TempDir Path dir) throws Exception {
    VaultSecretSources sources =
        new VaultSecretSources(prompt -> prompt.equals("Vault password (ops): ") ? "typed" : "");
    Path file = Files.writeString(dir.resolve("pw"), "  correct horse battery staple \n\n");
    Path script =
        Files.writeString(dir.resolve("pw.sh"), "#!/bin/sh\nprintf 'from script\\r\\n'\n");
    script.toFile().setExecutable(true);
    Path client =
        Files.writeString(
            dir.resolve("vault-client.py"),
            "#!/bin/sh\n[ \"$1\" = --vault-id ] && echo \"secret-for-$2\"\n");
    client.toFile().setExecutable(true);
    Vault v =
        sources.load(
            List.of("prod@" + client, "ops@prompt", script.toString()),
            List.of(file.toString()),
            false);
    assertEquals(
        List.of(
            secret("prod", "secret-for-prod"),
            secret("ops", "typed"),
            secret("default", "from script"),
            PASSWORD),
        v.secrets());
    assertEquals("VaultSecret[prod]", v.secrets().get(0).toString());
    Path empty = Files.writeString(dir.resolve("empty"), " \n");
    assertThrows(
        VaultException.class, () -> sources.load(List.of(), List.of(empty.toString()), false));
    assertThrows(
        VaultException.class,
        () -> sources.load(List.of(), List.of(dir.resolve("missing").toString()), false));
    Path failing = Files.writeString(dir.resolve("fail.sh"), "#!/bin/sh\nexit 3\n");
    failing.toFile().setExecutable(true);
    VaultException e =
        assertThrows(
            VaultException.class,
            () -> sources.load(List.of(failing.toString()), List.of(), false));
    assertTrue(e.getMessage().contains("exited with 3"), e.getMessage());
  }
}
