package dev.play.module.net;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/git/}. */
class GitCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new GitModule();
  }

  @Override
  protected String dir() {
    return "git";
  }
}
