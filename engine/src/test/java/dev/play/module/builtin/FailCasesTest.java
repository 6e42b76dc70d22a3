package dev.play.module.builtin;

import dev.play.module.Module;

/** Data-file cases under {@code cases/fail/}. */
class FailCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new FailModule();
  }

  @Override
  protected String dir() {
    return "fail";
  }
}
