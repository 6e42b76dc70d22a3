package dev.play.module.cluster;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The {@code ssh_mesh} fact of one host of the mesh: its own names, the other hosts with theirs,
 * the known_hosts line of every host key of every host (itself included) under all its names, and
 * every host's user key for {@code authorized_keys}. Pure.
 */
final class SshMesh {
  private SshMesh() {}

  /**
   * The fact of {@code self}, one of {@code hosts} (the group, in inventory order); peers connect
   * to {@code port}; {@code shared} lists the names left out because several hosts have them.
   */
  static Map<String, Object> fact(
      String group, String self, List<MeshHost> hosts, int port, Map<String, List<String>> shared) {
    Map<String, Object> f = new LinkedHashMap<>();
    f.put("group", group);
    f.put("port", port);
    f.put(
        "names",
        hosts.stream().filter(h -> h.name().equals(self)).findFirst().orElseThrow().names());
    f.put("peers", hosts.stream().filter(h -> !h.name().equals(self)).map(SshMesh::peer).toList());
    f.put("known_hosts", knownHosts(hosts, port));
    List<MeshHost> withKeys = hosts.stream().filter(h -> h.userKey() != null).toList();
    f.put(
        "authorized_keys",
        withKeys.stream().map(h -> h.userKey().line() + "\n").collect(Collectors.joining()));
    f.put(
        "pending_keys",
        withKeys.stream().filter(h -> h.userKey().pending()).map(MeshHost::name).toList());
    f.put("shared_names", shared);
    return f;
  }

  private static Map<String, Object> peer(MeshHost h) {
    Map<String, Object> p = new LinkedHashMap<>();
    p.put("host", h.name());
    p.put("names", h.names());
    return p;
  }

  /**
   * One entry per host key: {@code host}, the key's {@code type}, {@code name} (the host's first
   * name, which the known_hosts module looks the line up by) and {@code key}, the line naming the
   * host by all its names.
   */
  static List<Map<String, Object>> knownHosts(List<MeshHost> hosts, int port) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (MeshHost h : hosts) {
      List<String> names = h.names().stream().map(n -> hostField(n, port)).toList();
      for (String key : h.hostKeys()) {
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("host", h.name());
        e.put("type", key.substring(0, key.indexOf(' ')));
        e.put("name", names.get(0));
        e.put("key", String.join(",", names) + " " + key);
        out.add(e);
      }
    }
    return out;
  }

  /** How known_hosts names a host: {@code name}, or {@code [name]:port} off port 22. */
  static String hostField(String name, int port) {
    return port == 22 ? name : "[" + name + "]:" + port;
  }
}
