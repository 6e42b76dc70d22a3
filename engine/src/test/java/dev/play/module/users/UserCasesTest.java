package dev.play.module.users;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/user/}. */
class UserCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new UserModule();
  }

  @Override
  protected String dir() {
    return "user";
  }
}
