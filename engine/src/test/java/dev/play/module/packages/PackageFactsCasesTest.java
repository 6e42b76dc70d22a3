package dev.play.module.packages;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/package_facts/}. */
class PackageFactsCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new PackageFactsModule();
  }

  @Override
  protected String dir() {
    return "package_facts";
  }
}
