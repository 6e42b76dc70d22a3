package dev.play.module.builtin;

import dev.play.module.Module;

/** Data-file cases under {@code cases/copy_remote/}. */
class CopyRemoteCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new Copy();
  }

  @Override
  protected String dir() {
    return "copy_remote";
  }
}
