package dev.play.module.services;

import dev.play.module.Module;
import dev.play.module.builtin.ModuleCaseTest;

/** Data-file cases under {@code cases/systemd/}. */
class SystemdCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return Systemd.systemd();
  }

  @Override
  protected String dir() {
    return "systemd";
  }
}
