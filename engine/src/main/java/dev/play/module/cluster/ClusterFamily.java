package dev.play.module.cluster;

import dev.play.module.Module;
import dev.play.module.ModuleFamily;
import java.util.List;

/** The cluster family: play's own cluster modules, computed from facts and the inventory. */
public final class ClusterFamily implements ModuleFamily {
  @Override
  public List<Module> modules() {
    return List.of(
        new ClusterFactsModule(),
        new NcclSettingsModule(),
        new RdmaCheckModule(),
        new MeshAddressesModule(),
        new DeepspeedBatchModule(),
        new SshMeshPeersModule(),
        new MpirunCoverageModule());
  }
}
