package dev.play.module.files;

import dev.play.module.Module;
import dev.play.module.builtin.ModuleCaseTest;

/** Data-file cases under {@code cases/slurp/}. */
class SlurpCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new Slurp();
  }

  @Override
  protected String dir() {
    return "slurp";
  }
}
