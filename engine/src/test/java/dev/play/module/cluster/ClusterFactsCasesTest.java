package dev.play.module.cluster;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/**
 * Data-file cases under {@code cases/cluster_facts/}: inventory and facts in, the cluster fact out.
 */
class ClusterFactsCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new ClusterFactsModule();
  }

  @Override
  protected String dir() {
    return "cluster_facts";
  }
}
