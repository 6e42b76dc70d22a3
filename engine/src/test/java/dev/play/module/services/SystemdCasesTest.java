package dev.play.module.services;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/systemd/}. */
class SystemdCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return SystemdModule.systemd();
  }

  @Override
  protected String dir() {
    return "systemd";
  }
}
