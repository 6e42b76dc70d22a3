package dev.play.module.services;

import dev.play.module.Module;
import dev.play.module.builtin.ModuleCaseTest;

/** Data-file cases under {@code cases/service/}. */
class ServiceCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return Systemd.service();
  }

  @Override
  protected String dir() {
    return "service";
  }
}
