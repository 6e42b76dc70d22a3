package dev.play.module.net;

import dev.play.module.Module;
import dev.play.module.builtin.ModuleCaseTest;

/** Data-file cases under {@code cases/unarchive/}. */
class UnarchiveCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new Unarchive();
  }

  @Override
  protected String dir() {
    return "unarchive";
  }
}
