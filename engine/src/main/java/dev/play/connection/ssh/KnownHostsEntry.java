package dev.play.connection.ssh;

import dev.play.connection.HostHash;
import java.util.List;

/**
 * One known_hosts line: an optional marker ({@code @revoked}, {@code @cert-authority}), the host
 * patterns (plain list or {@code |1|salt|hash}) and the key, and where it is in its file.
 *
 * @param line the line's number in its file (1 for the first), or 0 where not read from a file
 */
record KnownHostsEntry(String marker, String hosts, HostKey key, int line) {
  /** Parses a line; null for blanks, comments and lines that cannot be read. */
  static KnownHostsEntry parse(String line) {
    return parse(line, 0);
  }

  /** Parses the line numbered {@code number}; null for blanks, comments and unreadable lines. */
  static KnownHostsEntry parse(String line, int number) {
    String s = line.strip();
    if (s.isEmpty() || s.startsWith("#")) {
      return null;
    }
    String marker = null;
    if (s.startsWith("@")) {
      String[] m = s.split("\\s+", 2);
      marker = m[0];
      s = m.length > 1 ? m[1] : "";
    }
    String[] f = s.split("\\s+");
    if (f.length < 3) {
      return null;
    }
    try {
      return new KnownHostsEntry(marker, f[0], HostKey.ofBase64(f[1], f[2]), number);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  boolean revoked() {
    return "@revoked".equals(marker);
  }

  boolean plain() {
    return marker == null;
  }

  /** Whether this line names {@code hostField} ({@code host} or {@code [host]:port}). */
  boolean matches(String hostField) {
    if (HostHash.isHashed(hosts)) {
      return HostHash.matches(hosts, hostField);
    }
    return HostPattern.matches(List.of(hosts.split(",")), hostField);
  }
}
