package dev.play.module.cluster;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The generated mesh layouts and their link numbering, on hosts {@code 0..n-1} (the group's order).
 * Link number {@code k} gets the {@code k}-th subnet after the base. Pure.
 *
 * <p>The numbering: a <b>ring</b> has links {@code 0..n-1}, link {@code k} joining host {@code k-1}
 * (mod n) to host {@code k}, so link 0 is the one that closes the ring (last to first). A
 * <b>line</b> is that ring without link 0; its links keep their ring numbers ({@code 1..n-1}), so
 * cabling the closing link later changes no address. A <b>full mesh</b> is rings of growing stride:
 * stride 1 is the ring above (links {@code 0..n-1}), then stride {@code d = 2..n/2}, whose links
 * join host {@code k-d} (mod n) to host {@code k} for each {@code k} (for an even {@code n} and
 * {@code d = n/2}, only {@code k < n/2}: the other half are the same pairs), numbered after the
 * previous stride's. So line ⊂ ring ⊂ full mesh with the same subnet on every link they share, and
 * for three hosts A, B, C the full mesh (which is also the ring) numbers C–A 0, A–B 1, B–C 2: the
 * DGX Spark mesh's 192.168.100/101/102 (docs/setups.md).
 */
enum MeshTopology {
  FULL_MESH(2),
  RING(3),
  LINE(2);

  /** One generated link: its number (subnet offset) and its two hosts, by index in the group. */
  record Edge(int number, int from, int to) {}

  private final int minimumHosts;

  MeshTopology(int minimumHosts) {
    this.minimumHosts = minimumHosts;
  }

  /** The argument's spelling: {@code full_mesh}, {@code ring}, {@code line}. */
  String argName() {
    return name().toLowerCase(Locale.ROOT);
  }

  int minimumHosts() {
    return minimumHosts;
  }

  /** The links of this layout on {@code n} hosts, in number order. */
  List<Edge> edges(int n) {
    List<Edge> out = new ArrayList<>();
    switch (this) {
      case RING -> addStride(out, n, 1);
      case LINE -> {
        for (int k = 1; k < n; k++) {
          out.add(new Edge(k, k - 1, k));
        }
      }
      case FULL_MESH -> {
        for (int d = 1; d <= n / 2; d++) {
          addStride(out, n, d);
        }
      }
    }
    return out;
  }

  /**
   * Links from host {@code k-d} (mod n) to host {@code k}, numbered after those already in {@code
   * out}.
   */
  private static void addStride(List<Edge> out, int n, int d) {
    int count = 2 * d == n ? d : n;
    for (int k = 0; k < count; k++) {
      out.add(new Edge(out.size(), Math.floorMod(k - d, n), k));
    }
  }
}
