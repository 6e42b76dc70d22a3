package dev.play.module.services;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/**
 * Data-file cases under {@code cases/reboot/}, on a fake clock that moves when the module sleeps.
 */
class RebootCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new RebootModule(new FakeWaits());
  }

  @Override
  protected String dir() {
    return "reboot";
  }
}
