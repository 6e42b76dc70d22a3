package dev.play.roles;

import dev.play.module.ModuleFailure;
import dev.play.template.Templater;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What {@code nccl_env} writes and what {@code rdma_verify} says, per example inventory on the
 * captured fact set of its hardware: the 4×H100 RoCE node, the 2×H200 NVLink host without RDMA, a
 * host without GPUs. Modules are planned with the arguments of the role's own task, rendered on the
 * host's variables.
 */
class NcclRdmaGoldenTest {
  private final Templater templater = new Templater();

  @ParameterizedTest(name = "{0} on {1}")
  @CsvSource({"h100_roce, h100-x4-roce", "h200_pair, h200-x2-nvlink", "a100_lab, no-gpu-debian"})
  void ncclEnvironmentFile(String inventory, String facts) throws ModuleFailure {
    RoleHarness h = RoleHarness.inventory(inventory).role("nccl_env").factsForAll(facts);
    String host = h.hosts("cluster").get(0);
    h.run(host, "nccl_settings", taskArgs(h, host, "nccl_env", "nccl_settings"));
    Golden.assertMatches(
        inventory + "/nccl_env/nccl.sh", h.render(host, "nccl_env", "nccl.sh.mustache"));
  }

  @ParameterizedTest(name = "{0} on {1}")
  @CsvSource({"h100_roce, h100-x4-roce", "h200_pair, h200-x2-nvlink", "a100_lab, no-gpu-debian"})
  void rdmaSummaryLines(String inventory, String facts) {
    // The dmesg task skipped (rdma_verify_kernel_log: false): no kernel log was captured with the
    // facts.
    RoleHarness h =
        RoleHarness.inventory(inventory)
            .role("rdma_verify")
            .factsForAll(facts)
            .vars(Map.of("rdma_verify_dmesg", Map.of("changed", false, "skipped", true)));
    List<String> lines = new ArrayList<>();
    for (String host : h.hosts("cluster")) {
      lines.add(summary(h, host));
    }
    Golden.assertMatches(inventory + "/rdma_verify/summary.txt", String.join("\n", lines) + "\n");
  }

  /**
   * What play wrote on a real 1×H100 VM (device run of playbooks/nccl_env.yml, kept in {@code
   * device/h100-x1/}) is what the role renders from that kind of host's captured facts.
   */
  @org.junit.jupiter.api.Test
  void theFileWrittenOnARealH100IsTheOneItsCapturedFactsGive() throws Exception {
    RoleHarness h = RoleHarness.inventory("a100_lab").role("nccl_env").factsForAll("h100-x1");
    h.run("node0", "nccl_settings", taskArgs(h, "node0", "nccl_env", "nccl_settings"));
    String written =
        java.nio.file.Files.readString(
            java.nio.file.Path.of("src/test/resources/device/h100-x1/nccl.sh"));
    org.junit.jupiter.api.Assertions.assertEquals(
        written, h.render("node0", "nccl_env", "nccl.sh.mustache"));
  }

  /** The summary line of a passing host, or the failure (the same line) of a failing one. */
  private String summary(RoleHarness h, String host) {
    try {
      return String.valueOf(
          h.run(host, "rdma_check", taskArgs(h, host, "rdma_verify", "rdma_check")).get("summary"));
    } catch (ModuleFailure f) {
      return f.getMessage();
    }
  }

  @SuppressWarnings("unchecked")
  private Map<String, Object> taskArgs(RoleHarness h, String host, String role, String module) {
    return (Map<String, Object>) templater.render(RoleTasks.args(role, module), h.scope(host));
  }
}
