package dev.play.module.builtin;

import dev.play.module.Module;

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
