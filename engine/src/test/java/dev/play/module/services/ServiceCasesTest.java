package dev.play.module.services;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/service/}. */
class ServiceCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return SystemdModule.service();
  }

  @Override
  protected String dir() {
    return "service";
  }
}
