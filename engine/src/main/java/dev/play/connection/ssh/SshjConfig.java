package dev.play.connection.ssh;

import com.hierynomus.sshj.transport.cipher.BlockCiphers;
import com.hierynomus.sshj.transport.cipher.ChachaPolyCiphers;
import com.hierynomus.sshj.transport.cipher.GcmCiphers;
import net.schmizz.sshj.DefaultConfig;

/**
 * sshj's default configuration, offering the ciphers OpenSSH's client offers by default, in its
 * order (chacha20-poly1305, AES-CTR, AES-GCM): what {@code ssh}, and so Ansible, can reach, play
 * reaches. sshj's own list of 33 adds CBC modes, 3DES, Blowfish, Twofish, Serpent, IDEA and CAST,
 * and tries each by initialising it once, which cost 30 ms of CPU per run (Blowfish's and Twofish's
 * tables among them) for ciphers an OpenSSH server never chooses before chacha20-poly1305.
 */
final class SshjConfig extends DefaultConfig {
  @Override
  protected void initCipherFactories() {
    setCipherFactories(
        ChachaPolyCiphers.CHACHA_POLY_OPENSSH(),
        BlockCiphers.AES128CTR(),
        BlockCiphers.AES192CTR(),
        BlockCiphers.AES256CTR(),
        GcmCiphers.AES128GCM(),
        GcmCiphers.AES256GCM());
  }
}
