package dev.play.module.system;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/timezone/}. */
class TimezoneCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new TimezoneModule();
  }

  @Override
  protected String dir() {
    return "timezone";
  }
}
