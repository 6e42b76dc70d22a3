package dev.play.output;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** Times as Ansible's {@code json} callback writes them: UTC, microseconds, {@code Z}. */
final class Timestamps {
  private static final DateTimeFormatter ISO =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSS'Z'").withZone(ZoneOffset.UTC);

  private Timestamps() {}

  /** {@code 2026-11-24T16:18:23.405113Z}. */
  static String iso(Instant t) {
    return ISO.format(t);
  }
}
