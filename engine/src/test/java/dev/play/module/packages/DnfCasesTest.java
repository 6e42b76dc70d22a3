package dev.play.module.packages;

import dev.play.module.Module;
import dev.play.module.builtin.ModuleCaseTest;

/** Data-file cases under {@code cases/dnf/}. */
class DnfCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return Dnf.dnf();
  }

  @Override
  protected String dir() {
    return "dnf";
  }
}
