package dev.play.module.packages;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/pip/}. */
class PipCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new PipModule();
  }

  @Override
  protected String dir() {
    return "pip";
  }
}
