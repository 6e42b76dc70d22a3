package dev.play.module.packages;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/yum_repository/}. */
class YumRepositoryCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new YumRepositoryModule();
  }

  @Override
  protected String dir() {
    return "yum_repository";
  }
}
