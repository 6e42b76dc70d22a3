package dev.play.module.builtin;

import dev.play.module.Module;

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
