package dev.play.module.packages;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/yum/}. */
class YumCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return DnfModule.yum();
  }

  @Override
  protected String dir() {
    return "yum";
  }
}
