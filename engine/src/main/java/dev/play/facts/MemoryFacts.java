package dev.play.facts;

import dev.play.facts.format.FactOutput;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Memory facts as Ansible's Linux hardware facts compute them from {@code /proc/meminfo}: each
 * value in MiB (KiB divided by 1024, rounded down) before any arithmetic; {@code memtotal_mb},
 * {@code memfree_mb}, {@code swaptotal_mb}, {@code swapfree_mb}, and {@code memory_mb} with {@code
 * real}, {@code nocache} and {@code swap} (a value the file lacks is null). Pure.
 */
final class MemoryFacts {
  static final String SCRIPT =
      "awk '/^(MemTotal|MemFree|SwapTotal|SwapFree|Buffers|Cached|SwapCached):/{print \"mem|\" $1 $2}' /proc/meminfo";
  private static final List<String> TOP_LEVEL =
      List.of("MemTotal", "MemFree", "SwapTotal", "SwapFree");

  private MemoryFacts() {}

  static void parse(FactOutput o, Map<String, Object> f) {
    Map<String, Long> mb = new HashMap<>();
    for (String line : o.section("mem")) {
      int colon = line.indexOf(':');
      try {
        mb.put(line.substring(0, colon), Long.parseLong(line.substring(colon + 1).strip()) / 1024);
      } catch (RuntimeException e) {
        // a line that is not "Key:number" is left out, as a missing key
      }
    }
    if (mb.isEmpty()) {
      return;
    }
    TOP_LEVEL.stream()
        .filter(mb::containsKey)
        .forEach(k -> f.put(k.toLowerCase(java.util.Locale.ROOT) + "_mb", number(mb.get(k))));
    f.put("memory_mb", memoryMb(mb));
  }

  private static Map<String, Object> memoryMb(Map<String, Long> mb) {
    Long total = mb.get("MemTotal");
    Long free = mb.get("MemFree");
    Long nocacheFree = sum(mb.get("Cached"), free, mb.get("Buffers"));
    Map<String, Object> real = new LinkedHashMap<>();
    real.put("total", number(total));
    real.put("used", number(difference(total, free)));
    real.put("free", number(free));
    Map<String, Object> nocache = new LinkedHashMap<>();
    nocache.put("free", number(nocacheFree));
    nocache.put("used", number(difference(total, nocacheFree)));
    Map<String, Object> swap = new LinkedHashMap<>();
    swap.put("total", number(mb.get("SwapTotal")));
    swap.put("free", number(mb.get("SwapFree")));
    swap.put("used", number(difference(mb.get("SwapTotal"), mb.get("SwapFree"))));
    swap.put("cached", number(mb.get("SwapCached")));
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("real", real);
    out.put("nocache", nocache);
    out.put("swap", swap);
    return out;
  }

  private static Long sum(Long a, Long b, Long c) {
    return a == null || b == null || c == null ? null : a + b + c;
  }

  private static Long difference(Long a, Long b) {
    return a == null || b == null ? null : a - b;
  }

  /** An int where it fits (as every other count among the facts), else a long; null stays null. */
  static Object number(Long v) {
    if (v == null) {
      return null;
    }
    return v == v.intValue() ? (Object) v.intValue() : v;
  }
}
