package dev.play.cli.vault;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.cli.Main;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code play vault} against the files of Debian's ansible-vault (ansible-core 2.14), both ways:
 * what ansible-vault wrote, play reads; what play writes, ansible-vault reads (where installed).
 */
class VaultCommandTest {
  private static final Path FIXTURES = Path.of("src/test/resources/vault");
  private static final String PLAIN = "db_password: s3cr3t\n";
  @TempDir Path dir;
  private Path password;

  record Run(int rc, String out, String err) {}

  @BeforeEach
  void passwordFile() throws Exception {
    password = Files.copy(FIXTURES.resolve("password.txt"), dir.resolve("password.txt"));
  }

  private static Run play(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int rc =
        Main.run(
            args,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(rc, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /** ansible-vault's output, or the test is skipped where it is not installed. */
  private static Run ansibleVault(String... args) throws Exception {
    Assumptions.assumeTrue(
        Files.isExecutable(Path.of("/usr/bin/ansible-vault")), "ansible-vault is not installed");
    List<String> command = new ArrayList<>(List.of("/usr/bin/ansible-vault"));
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    p.waitFor(60, TimeUnit.SECONDS);
    return new Run(p.exitValue(), out, err);
  }

  @Test
  void viewsAndDecryptsWhatAnsibleVaultWrote() throws Exception {
    Path f = Files.copy(FIXTURES.resolve("default-1.1.yml"), dir.resolve("vars.yml"));
    byte[] plain = Files.readAllBytes(FIXTURES.resolve("plain.yml"));
    Run view = play("vault", "view", "--vault-password-file", password.toString(), f.toString());
    assertEquals(0, view.rc(), view.err());
    assertEquals(new String(plain, StandardCharsets.UTF_8), view.out());
    Run decrypt =
        play("vault", "decrypt", "--vault-password-file", password.toString(), f.toString());
    assertEquals(0, decrypt.rc(), decrypt.err());
    assertArrayEquals(plain, Files.readAllBytes(f));
  }

  @Test
  void ansibleVaultReadsWhatPlayWrites() throws Exception {
    Path f = Files.writeString(dir.resolve("vars.yml"), PLAIN);
    Run encrypt = play("vault", "encrypt", "--vault-id", "prod@" + password, f.toString());
    assertEquals(0, encrypt.rc(), encrypt.err());
    assertTrue(Files.readString(f).startsWith("$ANSIBLE_VAULT;1.2;AES256;prod\n"));
    assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(f)));
    Run view = ansibleVault("view", "--vault-id", "prod@" + password, f.toString());
    assertEquals(0, view.rc(), view.err());
    assertEquals(PLAIN, view.out());
  }

  @Test
  void rekeyAndEncryptStringInteroperate() throws Exception {
    Path f = Files.copy(FIXTURES.resolve("prod-1.2.yml"), dir.resolve("prod.yml"));
    Path prod = Files.copy(FIXTURES.resolve("password-prod.txt"), dir.resolve("prod.txt"));
    Run rekey =
        play(
            "vault",
            "rekey",
            "--vault-id",
            "prod@" + prod,
            "--new-vault-password-file",
            password.toString(),
            f.toString());
    assertEquals(0, rekey.rc(), rekey.err());
    assertEquals(
        0, play("vault", "view", "--vault-password-file", password.toString(), f.toString()).rc());
    Run string =
        play(
            "vault",
            "encrypt_string",
            "--vault-password-file",
            password.toString(),
            "--name",
            "api_token",
            "tok-123");
    assertEquals(0, string.rc(), string.err());
    assertTrue(
        string.out().startsWith("api_token: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n"),
        string.out());
    Path envelope =
        Files.writeString(
            dir.resolve("token.vault"),
            String.join("\n", string.out().lines().skip(1).map(String::strip).toList()) + "\n");
    Run view =
        ansibleVault("view", "--vault-password-file", password.toString(), envelope.toString());
    assertEquals("tok-123\n", view.out(), "ansible-vault view ends what it shows with a newline");
  }

  @Test
  void aWrongPasswordNamesTheFileAndShowsNothingOfIt() throws Exception {
    Path f =
        Files.copy(
            FIXTURES.resolve("default-1.1.yml"),
            dir.resolve("vars.yml"),
            StandardCopyOption.REPLACE_EXISTING);
    Path wrong = Files.writeString(dir.resolve("wrong.txt"), "not it\n");
    Run view = play("vault", "view", "--vault-password-file", wrong.toString(), f.toString());
    assertEquals(4, view.rc());
    assertEquals(f + ": error: decryption failed: no vault secret given opens it\n", view.err());
    assertFalse((view.out() + view.err()).contains("s3cr3t"));
    Run again =
        play("vault", "encrypt", "--vault-password-file", password.toString(), f.toString());
    assertEquals(2, again.rc());
    assertTrue(again.err().contains("input is already encrypted"), again.err());
  }

  @Test
  void editLeavesNoPlaintextBehindWhateverTheEditorDoes() throws Exception {
    Path f = Files.writeString(dir.resolve("vars.yml"), PLAIN);
    assertEquals(
        0,
        play("vault", "encrypt", "--vault-password-file", password.toString(), f.toString()).rc());
    Path seen = dir.resolve("seen");
    Path editor =
        script("editor.sh", "echo \"$1\" > " + seen + "; sed -i s/s3cr3t/changed/ \"$1\"");
    assertEquals(0, subprocess(editor, "edit", f).rc());
    assertEquals(
        "db_password: changed\n",
        play("vault", "view", "--vault-password-file", password.toString(), f.toString()).out());
    Path edited = Path.of(Files.readString(seen).strip());
    assertFalse(Files.exists(edited.getParent()), "the private directory is gone: " + edited);
    String before = Files.readString(f);
    Path failing = script("fail.sh", "echo \"$1\" > " + seen + "; echo oops >> \"$1\"; exit 1");
    Run failed = subprocess(failing, "edit", f);
    assertEquals(2, failed.rc(), failed.err());
    assertEquals(before, Files.readString(f), "nothing saved");
    assertFalse(Files.exists(Path.of(Files.readString(seen).strip()).getParent()));
    Path created = dir.resolve("new.yml");
    assertEquals(0, subprocess(script("write.sh", "echo 'k: v' > \"$1\""), "create", created).rc());
    assertEquals(
        "k: v\n",
        play("vault", "view", "--vault-password-file", password.toString(), created.toString())
            .out());
  }

  private Path script(String name, String body) throws Exception {
    Path s = Files.writeString(dir.resolve(name), "#!/bin/sh\n" + body + "\n");
    s.toFile().setExecutable(true);
    return s;
  }

  /** play vault ACTION FILE in a JVM of its own, with EDITOR set. */
  private Run subprocess(Path editor, String action, Path file) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    ProcessBuilder pb =
        new ProcessBuilder(
            java,
            "-cp",
            System.getProperty("java.class.path"),
            "dev.play.cli.Main",
            "vault",
            action,
            "--vault-password-file",
            password.toString(),
            file.toString());
    pb.environment().put("EDITOR", editor.toString());
    Process p =
        pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    p.waitFor(60, TimeUnit.SECONDS);
    return new Run(p.exitValue(), out, err);
  }
}
