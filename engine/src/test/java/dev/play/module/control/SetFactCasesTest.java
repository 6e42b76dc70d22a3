package dev.play.module.control;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/set_fact/}. */
class SetFactCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new SetFactModule();
  }

  @Override
  protected String dir() {
    return "set_fact";
  }
}
