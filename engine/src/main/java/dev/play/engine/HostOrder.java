package dev.play.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * A play's {@code order:}: the order its hosts are batched ({@code serial}) and run in, as
 * Ansible's inventory returns them. {@code inventory} (the default) keeps the order of the host
 * pattern.
 */
enum HostOrder {
  INVENTORY,
  REVERSE_INVENTORY,
  SORTED,
  REVERSE_SORTED,
  SHUFFLE;

  /**
   * The order named {@code name} (null: {@code inventory}).
   *
   * @throws IllegalArgumentException naming the value and the orders there are
   */
  static HostOrder of(String name) {
    if (name == null || name.isBlank()) {
      return INVENTORY;
    }
    for (HostOrder o : values()) {
      if (o.name().toLowerCase(Locale.ROOT).equals(name.strip())) {
        return o;
      }
    }
    throw new IllegalArgumentException(
        "'order' must be one of inventory, reverse_inventory, sorted, reverse_sorted,"
            + " shuffle, got '"
            + name
            + "'");
  }

  /** Names compared as Python compares strings: by Unicode code points. */
  private static final Comparator<String> BY_CODE_POINTS =
      (a, b) -> {
        int[] x = a.codePoints().toArray();
        int[] y = b.codePoints().toArray();
        return java.util.Arrays.compare(x, y);
      };

  /** {@code hosts} (in the pattern's order) in this order; {@code random} shuffles. */
  List<String> apply(List<String> hosts, Random random) {
    List<String> out = new ArrayList<>(hosts);
    switch (this) {
      case INVENTORY -> {}
      case REVERSE_INVENTORY -> Collections.reverse(out);
      case SORTED -> out.sort(BY_CODE_POINTS);
      case REVERSE_SORTED -> out.sort(BY_CODE_POINTS.reversed());
      case SHUFFLE -> Collections.shuffle(out, random);
    }
    return out;
  }
}
