package dev.play.module.packages;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/rpm_key/}. */
class RpmKeyCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new RpmKeyModule();
  }

  @Override
  protected String dir() {
    return "rpm_key";
  }
}
