package dev.play.module.cluster;

import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.List;

/**
 * An MPI / DeepSpeed hostfile: one {@code host slots=N} line per host ({@code max_slots=M} is
 * allowed and ignored; {@code #} starts a comment). A line without {@code slots} is refused: Open
 * MPI would then count the host's cores, which nothing here can know. Pure.
 */
final class Hostfile {
  private Hostfile() {}

  /** One host line: the name as written, its slots, its line number. */
  record Entry(String host, int slots, int line) {}

  static List<Entry> parse(String text) throws ModuleFailure {
    List<Entry> entries = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String line =
          lines[i].contains("#") ? lines[i].substring(0, lines[i].indexOf('#')) : lines[i];
      if (!line.isBlank()) {
        entries.add(entry(line.strip().split("\\s+"), i + 1));
      }
    }
    if (entries.isEmpty()) {
      throw new ModuleFailure("mpirun_coverage: the hostfile names no host");
    }
    return entries;
  }

  private static Entry entry(String[] fields, int line) throws ModuleFailure {
    Integer slots = null;
    for (int i = 1; i < fields.length; i++) {
      String f = fields[i];
      if (f.startsWith("slots=")) {
        slots = count(f.substring("slots=".length()), line);
      } else if (!f.startsWith("max_slots=") && !f.startsWith("max-slots=")) {
        throw new ModuleFailure(
            "mpirun_coverage: hostfile line " + line + ": unknown field '" + f + "'");
      }
    }
    if (slots == null) {
      throw new ModuleFailure(
          "mpirun_coverage: hostfile line " + line + ": " + fields[0] + " has no slots=N");
    }
    return new Entry(fields[0], slots, line);
  }

  private static int count(String text, int line) throws ModuleFailure {
    try {
      int n = Integer.parseInt(text);
      if (n >= 1) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new ModuleFailure(
        "mpirun_coverage: hostfile line "
            + line
            + ": slots must be a positive integer, got '"
            + text
            + "'");
  }
}
