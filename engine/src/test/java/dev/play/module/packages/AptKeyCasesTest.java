package dev.play.module.packages;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/apt_key/}. */
class AptKeyCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new AptKeyModule();
  }

  @Override
  protected String dir() {
    return "apt_key";
  }
}
