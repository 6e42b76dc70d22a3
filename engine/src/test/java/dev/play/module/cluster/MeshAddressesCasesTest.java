package dev.play.module.cluster;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/**
 * Data-file cases under {@code cases/mesh_addresses/}: group, interfaces or links in, the mesh fact
 * out.
 */
class MeshAddressesCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new MeshAddressesModule();
  }

  @Override
  protected String dir() {
    return "mesh_addresses";
  }
}
