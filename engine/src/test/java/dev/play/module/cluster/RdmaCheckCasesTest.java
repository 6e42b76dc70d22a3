package dev.play.module.cluster;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/**
 * Data-file cases under {@code cases/rdma_check/}: a host's RDMA facts and expectations in,
 * problems and the summary line out.
 */
class RdmaCheckCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new RdmaCheckModule();
  }

  @Override
  protected String dir() {
    return "rdma_check";
  }
}
