package dev.play.module.commands;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

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
