package dev.play.module.packages;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/apt/}. */
class AptCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new AptModule();
  }

  @Override
  protected String dir() {
    return "apt";
  }
}
