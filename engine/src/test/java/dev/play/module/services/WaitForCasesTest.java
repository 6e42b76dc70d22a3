package dev.play.module.services;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/wait_for/}. */
class WaitForCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new WaitForModule();
  }

  @Override
  protected String dir() {
    return "wait_for";
  }
}
