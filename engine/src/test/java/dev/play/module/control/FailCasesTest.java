package dev.play.module.control;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

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
