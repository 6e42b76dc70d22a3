package dev.play.module.cluster;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/**
 * Data-file cases under {@code cases/nccl_settings/}: a host's facts and overrides in, the NCCL
 * environment out.
 */
class NcclSettingsCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new NcclSettingsModule();
  }

  @Override
  protected String dir() {
    return "nccl_settings";
  }
}
