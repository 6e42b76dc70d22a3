package dev.play.module.builtin;

import dev.play.module.Module;

/** Data-file cases under {@code cases/script/}. */
class ScriptCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new ScriptModule();
  }

  @Override
  protected String dir() {
    return "script";
  }
}
