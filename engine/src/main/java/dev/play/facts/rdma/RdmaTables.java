package dev.play.facts.rdma;

import dev.play.facts.format.FactOutput;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Joins the port lines with the GID, type and netdev lines of the same device and port ({@code
 * rdmagids|dev\tport\tindex:value}). Pure.
 */
final class RdmaTables {
  private RdmaTables() {}

  /** Ports keyed {@code dev\tport} in {@link RdmaPort#port()}, in output order. */
  static List<RdmaPort> ports(FactOutput o) {
    Map<String, Map<Integer, String>> gids = byPort(o.section("rdmagids"));
    Map<String, Map<Integer, String>> types = byPort(o.section("rdmatypes"));
    Map<String, Map<Integer, String>> ndevs = byPort(o.section("rdmandevs"));
    List<RdmaPort> out = new ArrayList<>();
    for (String line : o.section("rdmaport")) {
      String[] f = line.split("\t", -1);
      if (f.length < 6) {
        continue;
      }
      String key = f[0] + "\t" + f[1];
      List<Gid> table = new ArrayList<>();
      gids.getOrDefault(key, Map.of())
          .forEach(
              (i, gid) ->
                  table.add(
                      new Gid(
                          i,
                          gid,
                          types.getOrDefault(key, Map.of()).getOrDefault(i, ""),
                          ndevs.getOrDefault(key, Map.of()).getOrDefault(i, ""))));
      out.add(new RdmaPort(key, f[2].strip(), f[3].strip(), f[4].strip(), f[5].strip(), table));
    }
    return out;
  }

  /** {@code dev\tport\tindex:value} lines to {@code dev\tport -> index -> value}. */
  private static Map<String, Map<Integer, String>> byPort(List<String> lines) {
    Map<String, Map<Integer, String>> out = new LinkedHashMap<>();
    for (String line : lines) {
      String[] f = line.split("\t", 3);
      int colon = f.length == 3 ? f[2].indexOf(':') : -1;
      if (colon <= 0) {
        continue;
      }
      String name = f[2].substring(0, colon);
      try {
        int index = Integer.parseInt(name);
        if (name.chars().allMatch(c -> c >= '0' && c <= '9')) { // a file's name: no sign
          out.computeIfAbsent(f[0] + "\t" + f[1], k -> new TreeMap<>())
              .put(index, f[2].substring(colon + 1).strip());
        }
      } catch (NumberFormatException e) {
        // not a GID line, or an index no table has
      }
    }
    return out;
  }
}
