package dev.play.module.kit;

/** Hex digests as the host's {@code sha1sum} prints them. */
public final class Checksums {
  private Checksums() {}

  public static String sha1(byte[] data) {
    return dev.play.facts.ContentDigest.hex("sha1", data);
  }
}
