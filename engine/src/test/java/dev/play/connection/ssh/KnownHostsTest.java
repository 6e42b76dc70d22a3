package dev.play.connection.ssh;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Pure known_hosts checks on fixed keys (fingerprints as ssh-keygen -l prints them). */
class KnownHostsTest {
  static final HostKey A =
      HostKey.ofBase64(
          "ssh-ed25519", "AAAAC3NzaC1lZDI1NTE5AAAAINBgcryWfaAQrAzq5VIdcznz6tdQjLE3ZuDWukyWGoHp");
  static final HostKey B =
      HostKey.ofBase64(
          "ssh-ed25519", "AAAAC3NzaC1lZDI1NTE5AAAAIBr0vpmwtqxXuV8zoCFTNShRHnYtEhpXsgvt86K6XB4a");
  static final HostKey C =
      HostKey.ofBase64(
          "ecdsa-sha2-nistp256",
          "AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBPcB2a8e3w6FTUqcf2nG+sC3YaRGJpVIqFh/kPrXEApGDRmutxgR3HxRcf/Ds+9+McOXOPFQXKiGntGOaUDH/yI=");
  private static final String HASHED_2222 =
      "|1|8UrBQfE+CnFIFA2oOx9har2EUu0=|L30mwO0VaxfOSVRBwngXqUz0GKA= " + A.type() + " " + A.base64();
  private static final String HASHED_22 =
      "|1|3GdMtXy9n0b7wuuyL1AW3rNtZ2E=|v9rQTr+G4K71VLrUdbuRcQofITs= " + A.type() + " " + A.base64();

  @TempDir Path dir;

  private KnownHosts file(String... lines) throws Exception {
    Path f = dir.resolve("known_hosts");
    Files.writeString(f, String.join("\n", lines) + "\n");
    return new KnownHosts(f);
  }

  @Test
  void fingerprintsMatchOpenSsh() {
    assertEquals("SHA256:QlcC0Em7mZ3V3+rOXO0Z8A27XBrA0XHUYEifOlwkTm4", A.fingerprint());
    assertEquals("SHA256:6kIu6oJhUIX3NvNJdX++oeesSBH77r5+bn/BIq+jn6M", C.fingerprint());
  }

  @Test
  void hashedEntriesForPort22AndOtherPorts() throws Exception {
    KnownHosts kh = file("# comment", HASHED_2222, HASHED_22);
    assertDoesNotThrow(() -> kh.verify("h", "web.example", 2222, A, HostKeyPolicy.STRICT));
    assertDoesNotThrow(() -> kh.verify("h", "hashed.example", 22, A, HostKeyPolicy.STRICT));
    assertThrows(
        HostKeyException.class, () -> kh.verify("h", "web.example", 22, A, HostKeyPolicy.STRICT));
  }

  @Test
  void plainPatternsPortsAndSeveralTypes() throws Exception {
    KnownHosts kh =
        file(
            "web1,10.0.0.1 " + C.type() + " " + C.base64(),
            "[web1]:2200 " + A.type() + " " + A.base64(),
            "*.lab " + A.type() + " " + A.base64(),
            "web1 " + A.type() + " " + A.base64());
    assertDoesNotThrow(() -> kh.verify("h", "10.0.0.1", 22, C, HostKeyPolicy.STRICT));
    assertDoesNotThrow(() -> kh.verify("h", "web1", 22, A, HostKeyPolicy.STRICT));
    assertDoesNotThrow(() -> kh.verify("h", "web1", 2200, A, HostKeyPolicy.STRICT));
    assertDoesNotThrow(() -> kh.verify("h", "n7.lab", 22, A, HostKeyPolicy.STRICT));
    assertEquals(List.of("ecdsa-sha2-nistp256", "ssh-ed25519"), kh.knownTypes("web1", 22));
    assertEquals(List.of("ssh-ed25519"), kh.knownTypes("web1", 2200));
  }

  @Test
  void unknownHostMessageHoldsTheKeyscanLine() throws Exception {
    KnownHosts kh = file();
    HostKeyException e =
        assertThrows(
            HostKeyException.class,
            () -> kh.verify("node3", "10.0.0.3", 2222, A, HostKeyPolicy.STRICT));
    assertEquals(
        "host key verification failed for node3: [10.0.0.3]:2222 is not in "
            + kh.file()
            + " (offered ssh-ed25519 key SHA256:QlcC0Em7mZ3V3+rOXO0Z8A27XBrA0XHUYEifOlwkTm4).\n"
            + "Verify this key out of band (the host's console, or `ssh-keyscan -t ssh-ed25519 -p 2222 10.0.0.3` from a trusted "
            + "network), then add this line to "
            + kh.file()
            + ":\n"
            + "[10.0.0.3]:2222 ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAINBgcryWfaAQrAzq5VIdcznz6tdQjLE3ZuDWukyWGoHp\n"
            + "or accept new hosts with -o StrictHostKeyChecking=accept-new in ansible_ssh_common_args.",
        e.getMessage());
    assertEquals("web ssh-ed25519 " + A.base64(), A.knownHostsLine("web", 22));
  }

  @Test
  void changedKeyFailsInEveryPolicyButOffNamingBothFingerprintsAndTheLine() throws Exception {
    KnownHosts kh = file("# the fleet\nweb1 " + A.type() + " " + A.base64());
    for (HostKeyPolicy p : List.of(HostKeyPolicy.STRICT, HostKeyPolicy.ACCEPT_NEW)) {
      HostKeyException e =
          assertThrows(HostKeyException.class, () -> kh.verify("web1", "web1", 22, B, p));
      assertEquals(
          "host key verification failed for web1: the ssh-ed25519 host key of web1 has CHANGED.\n"
              + "expected: SHA256:QlcC0Em7mZ3V3+rOXO0Z8A27XBrA0XHUYEifOlwkTm4 ("
              + kh.file()
              + ":2)\n"
              + "offered:  SHA256:YLaMVgo6hCVgIIgMVgMPVhjCgxZz/tfgF9eXYgmKsho\n"
              + "Someone could be eavesdropping (man-in-the-middle), or the host was reinstalled. Verify the new key, "
              + "then remove the old one with: ssh-keygen -f "
              + kh.file()
              + " -R 'web1'",
          e.getMessage());
    }
    assertDoesNotThrow(() -> kh.verify("web1", "web1", 22, B, HostKeyPolicy.OFF));
    assertEquals(2, Files.readAllLines(kh.file()).size(), "nothing recorded");
  }

  @Test
  void revokedKeysAreRejectedAndCertAuthoritiesIgnored() throws Exception {
    KnownHosts kh =
        file(
            "@revoked * " + B.type() + " " + B.base64(),
            "@cert-authority *.lab " + A.type() + " " + A.base64());
    HostKeyException e =
        assertThrows(
            HostKeyException.class, () -> kh.verify("x", "x.lab", 22, B, HostKeyPolicy.ACCEPT_NEW));
    assertEquals(
        "host key verification failed for x: the ssh-ed25519 key of x.lab (SHA256:YLaMVgo6hCVgIIgMVgMPVhjCgxZz/tfgF9eXYgmKsho) "
            + "is marked @revoked in "
            + kh.file(),
        e.getMessage());
    assertThrows(
        HostKeyException.class,
        () -> kh.verify("x", "x.lab", 22, A, HostKeyPolicy.STRICT),
        "a CA line is not a host key");
  }

  @Test
  void acceptNewAppendsOnceAndKeepsAMissingNewline() throws Exception {
    Path f = dir.resolve("kh");
    Files.writeString(f, "other " + C.type() + " " + C.base64()); // no trailing newline
    KnownHosts kh = new KnownHosts(f);
    kh.verify("w", "w", 2222, A, HostKeyPolicy.ACCEPT_NEW);
    kh.verify("w", "w", 2222, A, HostKeyPolicy.ACCEPT_NEW);
    assertEquals(
        List.of("other " + C.type() + " " + C.base64(), "[w]:2222 ssh-ed25519 " + A.base64()),
        Files.readAllLines(f));
    assertDoesNotThrow(() -> kh.verify("w", "w", 2222, A, HostKeyPolicy.STRICT));
  }

  @Test
  void acceptNewCreatesTheFile() throws Exception {
    KnownHosts kh = new KnownHosts(dir.resolve("sub/known_hosts"));
    kh.verify("w", "w", 22, A, HostKeyPolicy.ACCEPT_NEW);
    assertEquals(List.of("w ssh-ed25519 " + A.base64()), Files.readAllLines(kh.file()));
  }
}
