package dev.play.module.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The generated layouts: complete, without repeats, and nested with the same numbers. */
class MeshTopologyTest {
  @ParameterizedTest(name = "{0} hosts")
  @ValueSource(ints = {2, 3, 4, 5, 6, 7, 8, 9})
  void fullMeshJoinsEveryPairOnceWithNumbersZeroToLinksMinusOne(int n) {
    List<MeshTopology.Edge> edges = MeshTopology.FULL_MESH.edges(n);
    Set<Set<Integer>> pairs = new HashSet<>();
    for (int i = 0; i < edges.size(); i++) {
      MeshTopology.Edge e = edges.get(i);
      assertEquals(i, e.number());
      assertTrue(e.from() != e.to(), e.toString());
      assertTrue(pairs.add(Set.of(e.from(), e.to())), "pair repeated: " + e);
    }
    assertEquals(n * (n - 1) / 2, pairs.size());
  }

  @ParameterizedTest(name = "{0} hosts")
  @ValueSource(ints = {3, 4, 5, 6, 7})
  void lineInRingInFullMeshWithTheSameNumbers(int n) {
    Map<Set<Integer>, Integer> mesh = numbers(MeshTopology.FULL_MESH.edges(n));
    Map<Set<Integer>, Integer> ring = numbers(MeshTopology.RING.edges(n));
    Map<Set<Integer>, Integer> line = numbers(MeshTopology.LINE.edges(n));
    assertEquals(n, ring.size());
    assertEquals(n - 1, line.size());
    ring.forEach((pair, number) -> assertEquals(number, mesh.get(pair), "ring link " + pair));
    line.forEach((pair, number) -> assertEquals(number, ring.get(pair), "line link " + pair));
    assertFalse(line.containsValue(0), "the line leaves the closing link's subnet free");
  }

  @ParameterizedTest(name = "{0} hosts")
  @ValueSource(ints = {3, 4, 5, 6})
  void ringAndLineGiveEachHostTwoPeersAtMost(int n) {
    for (MeshTopology t : List.of(MeshTopology.RING, MeshTopology.LINE)) {
      int[] degree = new int[n];
      t.edges(n)
          .forEach(
              e -> {
                degree[e.from()]++;
                degree[e.to()]++;
              });
      for (int i = 0; i < n; i++) {
        int ends = t == MeshTopology.LINE && (i == 0 || i == n - 1) ? 1 : 2;
        assertEquals(ends, degree[i], t + " host " + i);
      }
    }
  }

  private static Map<Set<Integer>, Integer> numbers(List<MeshTopology.Edge> edges) {
    Map<Set<Integer>, Integer> out = new HashMap<>();
    edges.forEach(e -> out.put(Set.of(e.from(), e.to()), e.number()));
    return out;
  }
}
