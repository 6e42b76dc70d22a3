package dev.play.module.builtin;

import dev.play.module.Module;

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
