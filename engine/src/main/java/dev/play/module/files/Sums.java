package dev.play.module.files;

import dev.play.facts.ContentDigest;
import java.security.MessageDigest;
import java.util.HexFormat;

/** The SHA-1 (play's checksum) and MD5 of a content fed in pieces, for {@code fetch}. */
final class Sums {
  private final MessageDigest sha1 = ContentDigest.of("sha1");
  private final MessageDigest md5 = ContentDigest.of("md5");

  void update(byte[] bytes, int offset, int length) {
    sha1.update(bytes, offset, length);
    md5.update(bytes, offset, length);
  }

  /** The content's digests, in hex, once it is all fed (the sums start again after). */
  Hex done() {
    return new Hex(HexFormat.of().formatHex(sha1.digest()), HexFormat.of().formatHex(md5.digest()));
  }

  /** A content's SHA-1 and MD5, in hex. */
  record Hex(String sha1, String md5) {}
}
