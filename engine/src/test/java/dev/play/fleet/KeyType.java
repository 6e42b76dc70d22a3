package dev.play.fleet;

/** The client key types a fleet generates with {@code ssh-keygen}. */
public enum KeyType {
  ED25519("ed25519", null),
  RSA("rsa", "2048"),
  ECDSA("ecdsa", "256");

  private final String keygenType;
  private final String bits;

  KeyType(String keygenType, String bits) {
    this.keygenType = keygenType;
    this.bits = bits;
  }

  /** The {@code -t} argument of {@code ssh-keygen}. */
  public String keygenType() {
    return keygenType;
  }

  /** The {@code -b} argument of {@code ssh-keygen}, or null for the type's only size. */
  String bits() {
    return bits;
  }

  /** The file name OpenSSH would use, e.g. {@code id_ed25519}. */
  public String fileName() {
    return "id_" + keygenType;
  }
}
