package dev.play.module.packages;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/dnf/}. */
class DnfCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return DnfModule.dnf();
  }

  @Override
  protected String dir() {
    return "dnf";
  }
}
