package dev.play.module.system;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/getent/}. */
class GetentCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new GetentModule();
  }

  @Override
  protected String dir() {
    return "getent";
  }
}
