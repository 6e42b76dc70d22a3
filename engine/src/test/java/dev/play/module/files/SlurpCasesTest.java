package dev.play.module.files;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/slurp/}. */
class SlurpCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new SlurpModule();
  }

  @Override
  protected String dir() {
    return "slurp";
  }
}
