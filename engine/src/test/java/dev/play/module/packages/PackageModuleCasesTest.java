package dev.play.module.packages;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/package/}. */
class PackageModuleCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new PackageModule();
  }

  @Override
  protected String dir() {
    return "package";
  }
}
