package dev.play.module.files;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/tempfile/}. */
class TempfileCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new TempfileModule();
  }

  @Override
  protected String dir() {
    return "tempfile";
  }
}
