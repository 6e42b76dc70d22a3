package dev.play.module.packages;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/deb822_repository/}. */
class Deb822RepositoryCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new Deb822RepositoryModule();
  }

  @Override
  protected String dir() {
    return "deb822_repository";
  }
}
