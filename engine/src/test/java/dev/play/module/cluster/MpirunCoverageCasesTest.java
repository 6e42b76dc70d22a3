package dev.play.module.cluster;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/**
 * Data-file cases under {@code cases/mpirun_coverage/}: a hostfile and mpirun's output against the
 * group's facts.
 */
class MpirunCoverageCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new MpirunCoverageModule();
  }

  @Override
  protected String dir() {
    return "mpirun_coverage";
  }
}
