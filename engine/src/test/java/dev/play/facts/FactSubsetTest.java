package dev.play.facts;

import static dev.play.facts.FactSubset.GPU;
import static dev.play.facts.FactSubset.HARDWARE;
import static dev.play.facts.FactSubset.MIN;
import static dev.play.facts.FactSubset.NETWORK;
import static dev.play.facts.FactSubset.RDMA;
import static dev.play.facts.FactSubset.SELINUX;
import static dev.play.facts.FactSubset.VIRTUAL;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code gather_subset} as Ansible reads it, plus play's gpu and rdma. */
class FactSubsetTest {
  @Test
  void defaultIsAllWithoutGpuOrRdma() {
    assertEquals(EnumSet.of(MIN, SELINUX, HARDWARE, NETWORK, VIRTUAL), FactSubset.parse(null));
    assertEquals(EnumSet.of(MIN, SELINUX, HARDWARE, NETWORK, VIRTUAL), FactSubset.parse(List.of("all")));
  }

  @Test
  void negationsAndNamedSubsets() {
    assertEquals(EnumSet.of(MIN, SELINUX), FactSubset.parse("!all"));
    assertEquals(EnumSet.of(MIN, SELINUX), FactSubset.parse(List.of("min")));
    assertEquals(EnumSet.of(MIN, SELINUX, NETWORK), FactSubset.parse(List.of("!all", "network")));
    assertEquals(EnumSet.of(MIN, SELINUX, NETWORK, VIRTUAL), FactSubset.parse("!hardware"));
    assertEquals(EnumSet.of(MIN, SELINUX, GPU), FactSubset.parse(List.of("gpu")));
    assertEquals(EnumSet.of(MIN, SELINUX, HARDWARE, NETWORK, VIRTUAL, GPU, RDMA), FactSubset.parse("all,gpu,rdma"));
    assertEquals(EnumSet.of(MIN, SELINUX, HARDWARE, NETWORK, VIRTUAL), FactSubset.parse(List.of("all", "gpu", "!gpu")));
  }

  @Test
  void ansiblesNamesForTheNewParts() {
    assertEquals(EnumSet.of(MIN, SELINUX, HARDWARE), FactSubset.parse(List.of("!all", "mounts")));
    assertEquals(EnumSet.of(MIN, SELINUX, VIRTUAL), FactSubset.parse(List.of("!all", "virtual")));
    assertEquals(EnumSet.of(MIN, HARDWARE, NETWORK, VIRTUAL), FactSubset.parse("!selinux"));
    assertEquals(EnumSet.of(MIN, HARDWARE, NETWORK), FactSubset.parse(List.of("all", "!virtual", "!selinux")));
    assertEquals(EnumSet.of(MIN, SELINUX), FactSubset.parse(List.of("!all", "selinux")));
    assertEquals(EnumSet.of(MIN, NETWORK), FactSubset.parse(List.of("!all", "!min", "network")));
  }

  @Test
  void unknownSubsetNamesTheAllowedOnes() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FactSubset.parse("netwrok"));
    assertEquals("bad subset 'netwrok' given to gather_subset; allowed: all, min, hardware, network, virtual, selinux,"
        + " gpu, rdma"
        + " (each may start with !)", e.getMessage());
  }
}
