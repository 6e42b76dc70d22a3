package dev.play.vault;

import java.util.HexFormat;

/**
 * Lower-case hex both ways, as Python's hexlify and unhexlify; bad input is a vault format error.
 */
final class Hex {
  private static final HexFormat HEX = HexFormat.of();

  private Hex() {}

  static String of(byte[] bytes) {
    return HEX.formatHex(bytes);
  }

  static byte[] parse(CharSequence hex, String where) {
    if (hex.length() % 2 != 0) {
      throw new VaultException(where, "vault format error: odd-length hex data");
    }
    try {
      return HEX.parseHex(hex);
    } catch (IllegalArgumentException e) {
      throw new VaultException(where, "vault format error: data that is not hex");
    }
  }
}
