package dev.play.module.system;

import dev.play.module.Module;
import dev.play.module.builtin.ModuleCaseTest;

/** Data-file cases under {@code cases/getent/}. */
class GetentCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new Getent();
  }

  @Override
  protected String dir() {
    return "getent";
  }
}
