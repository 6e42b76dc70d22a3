package dev.play.module.packages;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

/**
 * The primary public keys of an OpenPGP key file (ASCII-armored or binary), read without gpg: each
 * key's v4 fingerprint, creation time and first user id. rpm names an imported key {@code
 * gpg-pubkey-<the last 8 hex digits of its fingerprint>-<creation time in hex>}. Pure.
 */
final class OpenPgpKeys {
  private static final int PUBLIC_KEY = 6;
  private static final int USER_ID = 13;

  /** One primary key. */
  record Key(String fingerprint, long created, String userId) {
    /** rpm's {@code version-release} of the key's {@code gpg-pubkey} package. */
    String rpmName() {
      return fingerprint.substring(fingerprint.length() - 8).toLowerCase(Locale.ROOT)
          + "-"
          + String.format("%08x", created);
    }

    @Override
    public String toString() {
      return (userId == null ? "" : userId + " ") + "(" + fingerprint + ")";
    }
  }

  private OpenPgpKeys() {}

  /** The primary keys in {@code data}; empty when it holds no OpenPGP public key. */
  static List<Key> read(byte[] data) {
    String text = new String(data, StandardCharsets.ISO_8859_1);
    byte[] binary = text.contains("-----BEGIN PGP PUBLIC KEY BLOCK-----") ? dearmor(text) : data;
    try {
      return packets(binary);
    } catch (IndexOutOfBoundsException | IllegalArgumentException e) {
      return List.of();
    }
  }

  /** The binary packets of every armored block in {@code text} (headers and checksums skipped). */
  static byte[] dearmor(String text) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    StringBuilder b64 = new StringBuilder();
    boolean body = false;
    boolean inBlock = false;
    for (String raw : text.split("\r?\n")) {
      String line = raw.strip();
      if (line.startsWith("-----BEGIN PGP PUBLIC KEY BLOCK")) {
        inBlock = true;
        body = false;
      } else if (line.startsWith("-----END PGP")) {
        out.writeBytes(decode(b64.toString()));
        b64.setLength(0);
        inBlock = false;
      } else if (inBlock && !body && line.isEmpty()) {
        body = true;
      } else if (body && !line.startsWith("=")) {
        b64.append(line);
      }
    }
    return out.toByteArray();
  }

  private static byte[] decode(String b64) {
    try {
      return Base64.getDecoder().decode(b64);
    } catch (IllegalArgumentException e) {
      return new byte[0];
    }
  }

  private static List<Key> packets(byte[] d) {
    List<Key> keys = new ArrayList<>();
    int i = 0;
    while (i < d.length) {
      int tag = d[i] & 0xff;
      if ((tag & 0x80) == 0) {
        throw new IllegalArgumentException("not an OpenPGP packet");
      }
      int[] header =
          (tag & 0x40) != 0 ? newLength(d, i + 1) : oldLength(d, i + 1, tag & 3, d.length);
      int type = (tag & 0x40) != 0 ? tag & 0x3f : (tag >> 2) & 0xf;
      int start = header[0];
      int length = header[1];
      if (type == PUBLIC_KEY) {
        keys.add(key(d, start, length));
      } else if (type == USER_ID && !keys.isEmpty() && keys.get(keys.size() - 1).userId() == null) {
        Key k = keys.remove(keys.size() - 1);
        keys.add(
            new Key(
                k.fingerprint(),
                k.created(),
                new String(d, start, length, StandardCharsets.UTF_8)));
      }
      i = start + length;
    }
    return keys;
  }

  /** {start of body, body length} for a new-format header whose length starts at {@code i}. */
  private static int[] newLength(byte[] d, int i) {
    int o1 = d[i] & 0xff;
    if (o1 < 192) {
      return new int[] {i + 1, o1};
    }
    if (o1 < 224) {
      return new int[] {i + 2, ((o1 - 192) << 8) + (d[i + 1] & 0xff) + 192};
    }
    if (o1 == 255) {
      return new int[] {
        i + 5,
        ((d[i + 1] & 0xff) << 24)
            | ((d[i + 2] & 0xff) << 16)
            | ((d[i + 3] & 0xff) << 8)
            | (d[i + 4] & 0xff)
      };
    }
    throw new IllegalArgumentException("partial body length in a key");
  }

  private static int[] oldLength(byte[] d, int i, int kind, int end) {
    return switch (kind) {
      case 0 -> new int[] {i + 1, d[i] & 0xff};
      case 1 -> new int[] {i + 2, ((d[i] & 0xff) << 8) | (d[i + 1] & 0xff)};
      case 2 ->
          new int[] {
            i + 4,
            ((d[i] & 0xff) << 24)
                | ((d[i + 1] & 0xff) << 16)
                | ((d[i + 2] & 0xff) << 8)
                | (d[i + 3] & 0xff)
          };
      default -> new int[] {i, end - i};
    };
  }

  /** A v4 key: fingerprint = SHA-1 of 0x99, the two-octet length and the key packet's body. */
  private static Key key(byte[] d, int start, int length) {
    if (d[start] != 4) {
      throw new IllegalArgumentException("only version 4 keys are supported");
    }
    try {
      MessageDigest sha1 = MessageDigest.getInstance("SHA-1");
      sha1.update(new byte[] {(byte) 0x99, (byte) (length >> 8), (byte) length});
      sha1.update(d, start, length);
      long created =
          ((d[start + 1] & 0xffL) << 24)
              | ((d[start + 2] & 0xffL) << 16)
              | ((d[start + 3] & 0xffL) << 8)
              | (d[start + 4] & 0xffL);
      return new Key(HexFormat.of().withUpperCase().formatHex(sha1.digest()), created, null);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
