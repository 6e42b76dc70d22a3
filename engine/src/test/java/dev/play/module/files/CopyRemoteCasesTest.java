package dev.play.module.files;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/copy_remote/}. */
class CopyRemoteCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new CopyModule();
  }

  @Override
  protected String dir() {
    return "copy_remote";
  }
}
