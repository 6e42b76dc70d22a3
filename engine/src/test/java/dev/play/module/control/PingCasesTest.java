package dev.play.module.control;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/ping/}. */
class PingCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new PingModule();
  }

  @Override
  protected String dir() {
    return "ping";
  }
}
