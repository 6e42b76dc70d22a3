package dev.play.module.commands;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

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
