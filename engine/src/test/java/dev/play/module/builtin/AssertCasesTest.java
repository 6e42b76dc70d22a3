package dev.play.module.builtin;

import dev.play.module.Module;

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
