package dev.play.engine;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The Ansible version whose behaviour play follows, as the magic variable {@code ansible_version}
 * gives it ({@code string}, {@code full}, {@code major}, {@code minor}, {@code revision}), for
 * content that checks it ({@code ansible_version.full is version('2.12', '>=')}).
 */
final class AnsibleVersion {
  static final String FULL = "2.14.18";
  static final Map<String, Object> MAGIC = magic();

  private AnsibleVersion() {}

  private static Map<String, Object> magic() {
    String[] parts = FULL.split("\\.");
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("string", FULL);
    m.put("full", FULL);
    m.put("major", Integer.parseInt(parts[0]));
    m.put("minor", Integer.parseInt(parts[1]));
    m.put("revision", Integer.parseInt(parts[2]));
    return java.util.Collections.unmodifiableMap(m);
  }
}
