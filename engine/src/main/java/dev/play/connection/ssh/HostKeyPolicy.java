package dev.play.connection.ssh;

import java.util.Locale;

/** What to do with a host key that known_hosts does not hold. A changed key fails unless OFF. */
public enum HostKeyPolicy {
  /** Unknown hosts fail (the message holds the line to add after verifying it). The default. */
  STRICT,
  /** Unknown hosts are recorded in known_hosts; changed keys still fail. */
  ACCEPT_NEW,
  /** Any key is accepted (the caller warns): ansible_host_key_checking=false. */
  OFF;

  /**
   * A {@code StrictHostKeyChecking} value: yes/ask → STRICT, accept-new → ACCEPT_NEW, no/off → OFF.
   */
  public static HostKeyPolicy fromOpenSsh(String value) {
    return switch (value.trim().toLowerCase(Locale.ROOT)) {
      case "yes", "ask", "true" -> STRICT;
      case "accept-new" -> ACCEPT_NEW;
      case "no", "off", "false" -> OFF;
      default ->
          throw new IllegalArgumentException(
              "StrictHostKeyChecking: expected yes, accept-new or no, got '" + value + "'");
    };
  }
}
