package dev.play.connection.ssh;

import java.io.IOException;
import java.security.PrivateKey;
import java.security.PublicKey;
import net.schmizz.sshj.common.KeyType;
import net.schmizz.sshj.userauth.keyprovider.KeyProvider;

/**
 * A key file's provider that parses it once and keeps the keys (a provider is shared by the
 * connections of a run; parsing, and decrypting with the passphrase, happen on first use).
 */
final class LoadedKey implements KeyProvider {
  private final KeyProvider file;
  private PrivateKey privateKey;
  private PublicKey publicKey;
  private KeyType type;

  LoadedKey(KeyProvider file) {
    this.file = file;
  }

  @Override
  public synchronized PrivateKey getPrivate() throws IOException {
    if (privateKey == null) {
      privateKey = file.getPrivate();
    }
    return privateKey;
  }

  @Override
  public synchronized PublicKey getPublic() throws IOException {
    if (publicKey == null) {
      publicKey = file.getPublic();
    }
    return publicKey;
  }

  @Override
  public synchronized KeyType getType() throws IOException {
    if (type == null) {
      type = file.getType();
    }
    return type;
  }
}
