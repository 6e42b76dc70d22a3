package dev.play.module.packages;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/dpkg_selections/}. */
class DpkgSelectionsCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new DpkgSelectionsModule();
  }

  @Override
  protected String dir() {
    return "dpkg_selections";
  }
}
