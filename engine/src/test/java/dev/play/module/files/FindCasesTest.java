package dev.play.module.files;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/find/}. */
class FindCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new FindModule();
  }

  @Override
  protected String dir() {
    return "find";
  }
}
