package dev.play.engine;

import java.util.ArrayList;
import java.util.List;

/** {@code serial}: a number, a percentage, or a list of them (the last repeats). */
final class Serial {
  private Serial() {}

  static List<List<String>> batches(Object serial, List<String> hosts) {
    if (serial == null || hosts.isEmpty()) {
      return List.of(hosts);
    }
    List<Object> sizes = serial instanceof List<?> l ? new ArrayList<>(l) : List.of(serial);
    List<List<String>> out = new ArrayList<>();
    int start = 0;
    int i = 0;
    while (start < hosts.size()) {
      int size = size(sizes.get(Math.min(i++, sizes.size() - 1)), hosts.size());
      int end = Math.min(hosts.size(), start + size);
      out.add(hosts.subList(start, end));
      start = end;
    }
    return out;
  }

  static int size(Object spec, int total) {
    String s = String.valueOf(spec).strip();
    int n;
    if (s.endsWith("%")) {
      n = (int) Math.floor(total * Double.parseDouble(s.substring(0, s.length() - 1)) / 100.0);
    } else {
      n = Integer.parseInt(s);
    }
    return n <= 0 ? (s.endsWith("%") ? 1 : total) : n;
  }
}
