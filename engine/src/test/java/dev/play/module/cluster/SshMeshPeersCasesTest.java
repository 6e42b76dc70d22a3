package dev.play.module.cluster;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/**
 * Data-file cases under {@code cases/ssh_mesh_peers/}: inventory, facts and registered keys in, the
 * ssh_mesh fact out.
 */
class SshMeshPeersCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new SshMeshPeersModule();
  }

  @Override
  protected String dir() {
    return "ssh_mesh_peers";
  }
}
