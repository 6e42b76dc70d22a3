package dev.play.module.builtin;

import dev.play.module.Module;

/** Data-file cases under {@code cases/raw/}. */
class RawCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new RawModule();
  }

  @Override
  protected String dir() {
    return "raw";
  }
}
