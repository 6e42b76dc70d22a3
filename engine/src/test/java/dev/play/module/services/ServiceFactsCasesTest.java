package dev.play.module.services;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/service_facts/}. */
class ServiceFactsCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new ServiceFactsModule();
  }

  @Override
  protected String dir() {
    return "service_facts";
  }
}
