package dev.play.module.control;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/debug/}. */
class DebugCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new DebugModule();
  }

  @Override
  protected String dir() {
    return "debug";
  }
}
