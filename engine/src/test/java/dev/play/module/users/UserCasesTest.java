package dev.play.module.users;

import dev.play.module.Module;
import dev.play.module.builtin.ModuleCaseTest;

/** Data-file cases under {@code cases/user/}. */
class UserCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new User();
  }

  @Override
  protected String dir() {
    return "user";
  }
}
