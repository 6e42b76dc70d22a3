package dev.play.module.builtin;

import dev.play.module.Module;

/** Data-file cases under {@code cases/copy_tree/}. */
class CopyTreeCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new Copy();
  }

  @Override
  protected String dir() {
    return "copy_tree";
  }
}
