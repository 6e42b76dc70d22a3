package dev.play.module.files;

import dev.play.module.Module;
import dev.play.module.builtin.ModuleCaseTest;

/** Data-file cases under {@code cases/tempfile/}. */
class TempfileCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new Tempfile();
  }

  @Override
  protected String dir() {
    return "tempfile";
  }
}
