package dev.play.module.cluster;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Kernel messages about RDMA from the registered result of a {@code dmesg} task: the lines with a
 * word starting with {@code rdma|mlx|roce} (the last {@value #KEPT}), or why the log could not be
 * read ({@code dmesg} needs root where {@code kernel.dmesg_restrict} is set). Pure.
 *
 * @param read whether a log was given and read; false with a null {@code error} when none was given
 */
record KernelLog(boolean read, String error, List<String> matches, int total) {
  static final int KEPT = 20;
  static final String PATTERN = "rdma|mlx|roce";

  /** At the start of a word: "mlx5_core", "RoCE", "rdma_cm", but not "Processor". */
  private static final Pattern MATCH =
      Pattern.compile("\\b(" + PATTERN + ")", Pattern.CASE_INSENSITIVE);

  KernelLog {
    matches = List.copyOf(matches);
  }

  /**
   * From a registered command result ({@code rc}, {@code stdout}, {@code stderr}, or {@code
   * skipped}); null: none.
   */
  static KernelLog from(Object registered) {
    if (!(registered instanceof Map<?, ?> r) || Boolean.TRUE.equals(r.get("skipped"))) {
      return new KernelLog(false, null, List.of(), 0);
    }
    if (!(r.get("rc") instanceof Number rc) || rc.intValue() != 0) {
      return new KernelLog(false, firstLine(r.get("stderr"), r.get("msg")), List.of(), 0);
    }
    List<String> all =
        String.valueOf(r.get("stdout")).lines().filter(l -> MATCH.matcher(l).find()).toList();
    return new KernelLog(
        true, null, all.subList(Math.max(0, all.size() - KEPT), all.size()), all.size());
  }

  /** {@code kernel: 3 messages match rdma|mlx|roce}, or null when no log was given. */
  String describe() {
    if (read) {
      return "kernel: "
          + (total == 0
              ? "no message matches "
              : total == 1 ? "1 message matches " : total + " messages match ")
          + PATTERN;
    }
    return error == null ? null : "kernel log not readable: " + error;
  }

  private static String firstLine(Object stderr, Object msg) {
    for (Object o : new Object[] {stderr, msg}) {
      String s = o == null ? "" : String.valueOf(o).strip();
      if (!s.isEmpty()) {
        return s.lines().findFirst().orElse(s);
      }
    }
    return "no output";
  }
}
