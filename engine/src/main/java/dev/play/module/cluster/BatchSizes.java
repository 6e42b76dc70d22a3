package dev.play.module.cluster;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * DeepSpeed's batch-size rule on a parsed config, as {@code deepspeed/runtime/config.py} applies it
 * ({@code _set_batch_related_parameters}, then {@code _batch_assertion}): of {@code
 * train_batch_size}, {@code train_micro_batch_size_per_gpu} and {@code
 * gradient_accumulation_steps}, missing ones are derived from the others and the world size
 * (integer division; a missing accumulation is 1 when only one batch size is given), then all three
 * must be positive and {@code train = micro × accumulation × world size}. A value {@code "auto"}
 * counts as missing, as DeepSpeed's config models drop {@code "auto"} (Hugging Face's integration
 * fills those from its own arguments). Pure.
 */
final class BatchSizes {
  static final String TRAIN = "train_batch_size";
  static final String MICRO = "train_micro_batch_size_per_gpu";
  static final String ACCUMULATION = "gradient_accumulation_steps";

  private BatchSizes() {}

  /**
   * The outcome: checked sizes, a reason they cannot be checked, or the problem DeepSpeed would
   * refuse.
   */
  record Outcome(Map<String, Object> sizes, String unchecked, String problem) {
    static Outcome ok(Map<String, Object> sizes) {
      return new Outcome(sizes, null, null);
    }

    static Outcome unchecked(String why) {
      return new Outcome(Map.of(), why, null);
    }

    static Outcome refused(String problem) {
      return new Outcome(Map.of(), null, problem);
    }
  }

  /** Checks {@code config} (the parsed JSON) for {@code worldSize} ranks. */
  static Outcome check(Map<?, ?> config, int worldSize) {
    if (config.get("elasticity") instanceof Map<?, ?> e && Boolean.TRUE.equals(e.get("enabled"))) {
      return Outcome.unchecked("elasticity is enabled: DeepSpeed computes the batch sizes itself");
    }
    List<String> bad = new ArrayList<>();
    Integer train = value(config, TRAIN, bad);
    Integer micro = value(config, MICRO, bad);
    Integer acc = value(config, ACCUMULATION, bad);
    if (!bad.isEmpty()) {
      return Outcome.refused(String.join("; ", bad));
    }
    if (train == null && micro == null) {
      return isAuto(config, TRAIN) || isAuto(config, MICRO)
          ? Outcome.unchecked(
              TRAIN + " and " + MICRO + " are \"auto\" or absent: the launcher sets them")
          : Outcome.refused("either " + TRAIN + " or " + MICRO + " needs to be provided");
    }
    return derive(train, micro, acc, worldSize);
  }

  private static Outcome derive(Integer train, Integer micro, Integer acc, int world) {
    List<String> derived = new ArrayList<>();
    if (acc == null && (train == null || micro == null)) {
      acc = 1;
      derived.add(ACCUMULATION + " = 1");
    }
    if (acc == null) {
      acc = train / micro / world;
      derived.add(ACCUMULATION + " = " + train + " // " + micro + " // " + world);
    } else if (micro == null) {
      micro = train / world / acc;
      derived.add(MICRO + " = " + train + " // " + world + " // " + acc);
    } else if (train == null) {
      train = micro * acc * world;
      derived.add(TRAIN + " = " + micro + " x " + acc + " x " + world);
    }
    return assertion(train, micro, acc, world, derived);
  }

  private static Outcome assertion(int train, int micro, int acc, int world, List<String> derived) {
    String from = derived.isEmpty() ? "" : " (derived: " + String.join(", ", derived) + ")";
    if (micro < 1 || acc < 1) {
      return Outcome.refused(
          (micro < 1 ? MICRO + " is " + micro : ACCUMULATION + " is " + acc)
              + from
              + "; it must be at least 1");
    }
    long product = (long) micro * acc * world;
    if (train != product) {
      return Outcome.refused(
          TRAIN
              + " is "
              + train
              + ", but "
              + MICRO
              + " x "
              + ACCUMULATION
              + " x world size = "
              + micro
              + " x "
              + acc
              + " x "
              + world
              + " = "
              + product
              + from);
    }
    Map<String, Object> sizes = new LinkedHashMap<>();
    sizes.put(TRAIN, train);
    sizes.put(MICRO, micro);
    sizes.put(ACCUMULATION, acc);
    sizes.put("world_size", world);
    sizes.put("derived", List.copyOf(derived));
    return Outcome.ok(sizes);
  }

  /**
   * A positive integer, or null when absent or "auto"; anything else adds a problem to {@code bad}.
   */
  private static Integer value(Map<?, ?> config, String key, List<String> bad) {
    Object v = config.get(key);
    if (v == null || isAuto(config, key)) {
      return null;
    }
    if (v instanceof Integer i && i > 0) {
      return i;
    }
    bad.add(
        key
            + " must be a positive integer or \"auto\", got "
            + (v instanceof String ? "'" + v + "'" : v));
    return null;
  }

  private static boolean isAuto(Map<?, ?> config, String key) {
    return "auto".equals(config.get(key));
  }
}
