package dev.play.module.control;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/assert/}. */
class AssertCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new AssertModule();
  }

  @Override
  protected String dir() {
    return "assert";
  }
}
