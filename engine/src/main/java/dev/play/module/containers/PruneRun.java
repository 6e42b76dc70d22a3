package dev.play.module.containers;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One prune command; its output gives the result fields (what was removed, space reclaimed). */
record PruneRun(String kind, int found, String command) implements Change {
  @Override
  public String describe() {
    return "prune " + kind.replace('_', ' ') + " (" + found + " to remove)";
  }

  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    CommandResult r = ctx.run(command);
    if (!r.ok()) {
      throw new ModuleFailure(
          "docker " + kind.replace('_', ' ') + " prune failed: " + r.stderr().strip(),
          Map.of("rc", r.rc(), "stdout", r.stdout(), "stderr", r.stderr()));
    }
    return result(kind, r.stdout());
  }

  /**
   * The result fields from a prune's output: the lines after {@code Deleted ...:} up to a blank
   * line, and {@code Total reclaimed space}. Images are {@code {Untagged|Deleted: ref}} maps as the
   * API returns them. Pure.
   */
  static Map<String, Object> result(String kind, String out) {
    List<String> removed = new ArrayList<>();
    long bytes = 0;
    boolean inList = false;
    for (String line : out.split("\n")) {
      String l = line.strip();
      if (l.startsWith("Deleted ") && l.endsWith(":")) {
        inList = true;
      } else if (l.isEmpty()) {
        inList = false;
      } else if (l.startsWith("Total reclaimed space:") || l.startsWith("Total:")) {
        bytes = DockerCli.printedBytes(l.substring(l.indexOf(':') + 1));
      } else if (inList) {
        removed.add(l);
      }
    }
    Map<String, Object> m = new LinkedHashMap<>();
    Number space = DockerPruneModule.number(bytes);
    switch (kind) {
      case "images" -> {
        m.put("images", removed.stream().map(PruneRun::imageItem).toList());
        m.put("images_space_reclaimed", space);
      }
      case "networks" -> m.put("networks", removed);
      case "builder_cache" -> {
        m.put("builder_cache_space_reclaimed", space);
        m.put("builder_cache_caches_deleted", removed);
      }
      default -> {
        m.put(kind, removed);
        m.put(kind + "_space_reclaimed", space);
      }
    }
    return m;
  }

  private static Map<String, Object> imageItem(String line) {
    int colon = line.indexOf(": ");
    String what = colon < 0 ? "Deleted" : line.substring(0, colon);
    String ref = colon < 0 ? line : line.substring(colon + 2);
    return Map.of(what.equalsIgnoreCase("untagged") ? "Untagged" : "Deleted", ref);
  }
}
