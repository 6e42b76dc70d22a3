package dev.play.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The combining {@code with_*} loops: nested (product), together (zip), sequence, subelements. */
final class LoopProducts {
  private static final Pattern SHORT_SEQUENCE = Pattern.compile("(\\d+)-(\\d+)(?:/(\\d+))?");

  private LoopProducts() {}

  /** {@code with_nested}: every combination, as lists. */
  static List<Object> nested(List<List<Object>> lists) {
    List<Object> out = new ArrayList<>();
    out.add(List.of());
    for (List<Object> l : lists) {
      List<Object> next = new ArrayList<>();
      for (Object prefix : out) {
        for (Object x : l) {
          List<Object> combo = new ArrayList<>((List<?>) prefix);
          combo.add(x);
          next.add(combo);
        }
      }
      out = next;
    }
    return out;
  }

  /** {@code with_together}: the i-th elements side by side, padded with null. */
  static List<Object> together(List<List<Object>> lists) {
    int n = lists.stream().mapToInt(List::size).max().orElse(0);
    List<Object> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      List<Object> row = new ArrayList<>();
      for (List<Object> l : lists) {
        row.add(i < l.size() ? l.get(i) : null);
      }
      out.add(row);
    }
    return out;
  }

  /** {@code with_sequence}: {@code start=1 end=5 stride=1 format=node%02d} or {@code 1-5/2}. */
  static List<Object> sequence(String spec) throws TaskFailure {
    Map<String, String> kv = new LinkedHashMap<>();
    Matcher m = SHORT_SEQUENCE.matcher(spec.strip());
    if (m.matches()) {
      kv.put("start", m.group(1));
      kv.put("end", m.group(2));
      kv.put("stride", m.group(3) == null ? "1" : m.group(3));
    } else {
      for (String word : spec.strip().split("\\s+")) {
        int eq = word.indexOf('=');
        if (eq <= 0) {
          throw new TaskFailure("with_sequence: cannot read '" + word + "' in '" + spec + "'");
        }
        kv.put(word.substring(0, eq), word.substring(eq + 1));
      }
    }
    return numbers(kv, spec);
  }

  private static List<Object> numbers(Map<String, String> kv, String spec) throws TaskFailure {
    try {
      int start = Integer.parseInt(kv.getOrDefault("start", "1"));
      int stride = Integer.parseInt(kv.getOrDefault("stride", "1"));
      int end = kv.containsKey("count") ? start + (Integer.parseInt(kv.get("count")) - 1) * stride
          : Integer.parseInt(kv.getOrDefault("end", String.valueOf(start)));
      String format = kv.getOrDefault("format", "%d");
      if (stride == 0 || (end - start) * stride < 0) {
        throw new TaskFailure("with_sequence: stride " + stride + " never reaches " + end + " from " + start);
      }
      List<Object> out = new ArrayList<>();
      for (int i = start; stride > 0 ? i <= end : i >= end; i += stride) {
        out.add(String.format(format, i));
      }
      return out;
    } catch (NumberFormatException | java.util.IllegalFormatException e) {
      throw new TaskFailure("with_sequence: bad value in '" + spec + "': " + e.getMessage());
    }
  }

  /** {@code with_subelements: [list_of_maps, 'key']}: each map paired with each element of its key. */
  static List<Object> subelements(List<Object> args) throws TaskFailure {
    if (args.size() < 2 || !(args.get(0) instanceof List<?> parents)) {
      throw new TaskFailure("with_subelements expects [list, 'subkey']");
    }
    String key = String.valueOf(args.get(1));
    List<Object> out = new ArrayList<>();
    for (Object p : parents) {
      if (!(p instanceof Map<?, ?> map) || !(map.get(key) instanceof List<?> children)) {
        throw new TaskFailure("with_subelements: an element has no list under '" + key + "'");
      }
      for (Object c : children) {
        out.add(List.of(p, c));
      }
    }
    return out;
  }
}
