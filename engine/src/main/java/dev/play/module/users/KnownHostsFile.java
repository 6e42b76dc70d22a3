package dev.play.module.users;

import dev.play.connection.HostHash;
import java.util.List;
import java.util.Locale;

/** Lines of a known_hosts file as the known_hosts module reads them. Pure. */
final class KnownHostsFile {
  private KnownHostsFile() {}

  /** One key line: optional marker, host field, key type and blob. */
  record Line(String marker, String host, String type, String blob) {
    static Line parse(String text) {
      String s = text.strip();
      if (s.isEmpty() || s.startsWith("#")) {
        return null;
      }
      String[] f = s.split("\\s+");
      int i = f[0].startsWith("@") ? 1 : 0;
      if (f.length < i + 3) {
        return null;
      }
      return new Line(i == 1 ? f[0] : null, f[i], f[i + 1], f[i + 2]);
    }

    /** Whether this line names {@code name} (hashed, or in its comma-separated list). */
    boolean names(String name) {
      if (HostHash.isHashed(host)) {
        return HostHash.matches(host, name);
      }
      for (String h : host.split(",")) {
        if (h.toLowerCase(Locale.ROOT).equals(name)) {
          return true;
        }
      }
      return false;
    }

    /** Ansible's comparison: marker, type and key, and the host field unless both are hashed. */
    boolean sameAs(Line o) {
      boolean hostsEqual =
          (HostHash.isHashed(host) && HostHash.isHashed(o.host)) || host.equals(o.host);
      return java.util.Objects.equals(marker, o.marker)
          && type.equals(o.type)
          && blob.equals(o.blob)
          && hostsEqual;
    }
  }

  /**
   * What Ansible's search finds for {@code name}: whether the host is known ({@code found}), an
   * entry to replace or a key to add ({@code replaceOrAdd}) and the index of the decisive line.
   */
  record Search(boolean found, boolean replaceOrAdd, int line) {}

  static Search search(List<String> lines, String name, Line key) {
    boolean any = false;
    for (int i = 0; i < lines.size(); i++) {
      Line l = Line.parse(lines.get(i));
      if (l == null || !l.names(name)) {
        continue;
      }
      any = true;
      if (key != null && l.type().equals(key.type())) {
        return l.sameAs(key) ? new Search(true, false, i) : new Search(false, true, i);
      }
    }
    if (!any) {
      return new Search(false, false, -1);
    }
    return key == null ? new Search(true, false, -1) : new Search(true, true, -1);
  }
}
