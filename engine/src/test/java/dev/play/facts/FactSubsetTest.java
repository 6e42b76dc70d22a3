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
    assertEquals(
        EnumSet.of(MIN, SELINUX, HARDWARE, NETWORK, VIRTUAL), FactSubset.parse(List.of("all")));
  }

  @Test
  void negationsAndNamedSubsets() {
    assertEquals(EnumSet.of(MIN, SELINUX), FactSubset.parse("!all"));
    assertEquals(EnumSet.of(MIN, SELINUX), FactSubset.parse(List.of("min")));
    assertEquals(EnumSet.of(MIN, SELINUX, NETWORK), FactSubset.parse(List.of("!all", "network")));
    assertEquals(EnumSet.of(MIN, SELINUX, NETWORK, VIRTUAL), FactSubset.parse("!hardware"));
    assertEquals(EnumSet.of(MIN, SELINUX, GPU), FactSubset.parse(List.of("gpu")));
    assertEquals(
        EnumSet.of(MIN, SELINUX, HARDWARE, NETWORK, VIRTUAL, GPU, RDMA),
        FactSubset.parse("all,gpu,rdma"));
    assertEquals(
        EnumSet.of(MIN, SELINUX, HARDWARE, NETWORK, VIRTUAL),
        FactSubset.parse(List.of("all", "gpu", "!gpu")));
  }

  @Test
  void ansiblesNamesForTheNewParts() {
    assertEquals(EnumSet.of(MIN, SELINUX, HARDWARE), FactSubset.parse(List.of("!all", "mounts")));
    assertEquals(EnumSet.of(MIN, SELINUX, VIRTUAL), FactSubset.parse(List.of("!all", "virtual")));
    assertEquals(EnumSet.of(MIN, HARDWARE, NETWORK, VIRTUAL), FactSubset.parse("!selinux"));
    assertEquals(
        EnumSet.of(MIN, HARDWARE, NETWORK),
        FactSubset.parse(List.of("all", "!virtual", "!selinux")));
    assertEquals(EnumSet.of(MIN, SELINUX), FactSubset.parse(List.of("!all", "selinux")));
    assertEquals(EnumSet.of(MIN, NETWORK), FactSubset.parse(List.of("!all", "!min", "network")));
  }

  @Test
  void factIdsSelectTheirCollectorsPartAsInAnsible() {
    // linux-system-roles.journald's set_vars.yml
    assertEquals(
        EnumSet.of(MIN),
        FactSubset.parse(
            List.of(
                "!all",
                "!min",
                "distribution",
                "distribution_major_version",
                "distribution_version",
                "machine_id",
                "os_family")));
    assertEquals(
        EnumSet.of(MIN, SELINUX, NETWORK), FactSubset.parse(List.of("!all", "default_ipv4")));
    assertEquals(EnumSet.of(MIN, SELINUX, HARDWARE), FactSubset.parse("!all,processor_count"));
    assertEquals(
        EnumSet.of(MIN, SELINUX, VIRTUAL),
        FactSubset.parse(List.of("!all", "virtualization_type")));
    assertEquals(
        EnumSet.of(MIN, SELINUX),
        FactSubset.parse(List.of("!all", "user_uid", "kernel", "dns", "local")));
  }

  @Test
  void excludingAFactIdOrAFinerCollectorLeavesOutNothingAsInAnsible() {
    assertEquals(
        EnumSet.of(MIN, SELINUX, HARDWARE, NETWORK, VIRTUAL),
        FactSubset.parse(
            List.of("all", "!mounts", "!interfaces", "!loadavg", "!distribution_version", "!lsb")));
    assertEquals(
        EnumSet.of(MIN, SELINUX, NETWORK, VIRTUAL), FactSubset.parse(List.of("all", "!hardware")));
  }

  @Test
  void ansiblesCollectorsPlayDoesNotGatherAreRefused() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> FactSubset.parse(List.of("!all", "ssh_host_key_rsa_public")));
    assertEquals(
        "gather_subset 'ssh_host_key_rsa_public' names Ansible's ssh_pub_keys facts, which play does not"
            + " gather",
        e.getMessage());
  }

  @Test
  void unknownSubsetNamesTheAllowedOnes() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> FactSubset.parse("netwrok"));
    assertEquals(
        "Bad subset 'netwrok' given to Ansible. gather_subset options allowed: all, all_ipv4_addresses,"
            + " all_ipv6_addresses, architecture, date_time, default_ipv4, default_ipv6, devices, distribution,"
            + " distribution_major_version, distribution_release, distribution_version, dns, effective_group_ids,"
            + " effective_user_id, env, facter, gpu, hardware, interfaces, kernel, kernel_version, loadavg, local,"
            + " machine, machine_id, min, mounts, network, ohai, os_family, pkg_mgr, platform, processor, processor_cores,"
            + " processor_count, python, python_version, rdma, real_user_id, selinux, service_mgr, system, user,"
            + " user_dir, user_gecos, user_gid, user_id, user_shell, user_uid, virtual, virtualization_role,"
            + " virtualization_tech_guest, virtualization_tech_host, virtualization_type",
        e.getMessage());
    assertEquals(
        FactSubset.parse("all"),
        FactSubset.parse(List.of("all", "!dmi", "!netwrok")),
        "an unknown name after ! is ignored, as Ansible's collector ignores it");
  }
}
