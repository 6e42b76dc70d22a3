package dev.play.connection.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import net.schmizz.sshj.common.Factory;
import net.schmizz.sshj.transport.cipher.Cipher;
import org.junit.jupiter.api.Test;

/** The ciphers play offers: OpenSSH's client defaults, each one usable on this JDK. */
class SshjConfigTest {
  @Test
  void offersOpenSshsDefaultCiphersInItsOrder() {
    List<String> names =
        new SshjConfig().getCipherFactories().stream().map(Factory.Named::getName).toList();
    assertEquals(
        List.of(
            "chacha20-poly1305@openssh.com",
            "aes128-ctr",
            "aes192-ctr",
            "aes256-ctr",
            "aes128-gcm@openssh.com",
            "aes256-gcm@openssh.com"),
        names);
  }

  @Test
  void eachCipherInitialises() {
    for (Factory.Named<Cipher> f : new SshjConfig().getCipherFactories()) {
      Cipher c = f.create();
      c.init(Cipher.Mode.Encrypt, new byte[c.getBlockSize()], new byte[c.getIVSize()]);
    }
  }
}
