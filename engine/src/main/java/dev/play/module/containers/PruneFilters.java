package dev.play.module.containers;

import dev.play.module.Args;
import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The filters of one prune kind that play supports: {@code label} (a string or a list of {@code
 * key} / {@code key=value}), {@code dangling} for images, {@code all} for volumes. Other filters
 * ({@code until}, {@code label!}) are refused: their effect cannot be listed beforehand.
 */
record PruneFilters(List<String> labels, boolean danglingOnly, boolean all) {
  static PruneFilters of(String kind, Object raw) throws ModuleFailure {
    List<String> labels = new ArrayList<>();
    boolean dangling = true;
    boolean all = false;
    if (raw == null) {
      return new PruneFilters(labels, dangling, all);
    }
    if (!(raw instanceof Map<?, ?> m)) {
      throw new ModuleFailure("docker_prune: " + kind + "_filters must be a mapping");
    }
    for (Map.Entry<?, ?> e : m.entrySet()) {
      String key = String.valueOf(e.getKey());
      Object v = e.getValue();
      if (key.equals("label")) {
        if (v instanceof List<?> l) {
          l.forEach(x -> labels.add(String.valueOf(x)));
        } else {
          labels.add(String.valueOf(v));
        }
      } else if (key.equals("dangling") && kind.equals("images")) {
        dangling = bool(kind, key, v);
      } else if (key.equals("all") && kind.equals("volumes")) {
        all = bool(kind, key, v);
      } else {
        throw new ModuleFailure(
            "docker_prune: "
                + kind
                + "_filters."
                + key
                + " is not supported by play"
                + " (supported: label"
                + (kind.equals("images") ? ", dangling" : kind.equals("volumes") ? ", all" : "")
                + ")");
      }
    }
    return new PruneFilters(List.copyOf(labels), dangling, all);
  }

  private static boolean bool(String kind, String key, Object v) throws ModuleFailure {
    Boolean b = Args.toBool(v);
    if (b == null) {
      throw new ModuleFailure(
          "docker_prune: " + kind + "_filters." + key + " must be a boolean, got '" + v + "'");
    }
    return b;
  }

  /**
   * Flags for the listing command ({@code docker ps}, {@code images}, {@code network ls}, {@code
   * volume ls}).
   */
  String listFlags() {
    StringBuilder sb = new StringBuilder();
    labels.forEach(l -> sb.append(" --filter ").append(dev.play.value.Shell.quote("label=" + l)));
    return sb.toString();
  }

  /** Flags for the prune command. */
  String pruneFlags() {
    return listFlags();
  }
}
