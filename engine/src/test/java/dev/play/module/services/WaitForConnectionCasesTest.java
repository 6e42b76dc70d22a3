package dev.play.module.services;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/wait_for_connection/}, on a fake clock. */
class WaitForConnectionCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new WaitForConnectionModule(new FakeWaits());
  }

  @Override
  protected String dir() {
    return "wait_for_connection";
  }
}
