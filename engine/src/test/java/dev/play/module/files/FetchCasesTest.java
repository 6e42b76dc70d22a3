package dev.play.module.files;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/fetch/}. */
class FetchCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new FetchModule();
  }

  @Override
  protected String dir() {
    return "fetch";
  }
}
