package dev.play.module.packages;

import dev.play.module.Module;
import dev.play.module.builtin.ModuleCaseTest;

/** Data-file cases under {@code cases/pip/}. */
class PipCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new Pip();
  }

  @Override
  protected String dir() {
    return "pip";
  }
}
