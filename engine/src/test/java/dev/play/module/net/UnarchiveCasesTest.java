package dev.play.module.net;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/unarchive/}. */
class UnarchiveCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new UnarchiveModule();
  }

  @Override
  protected String dir() {
    return "unarchive";
  }
}
