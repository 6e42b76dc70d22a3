package dev.play.module.users;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/authorized_key/}. */
class AuthorizedKeyCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new AuthorizedKeyModule();
  }

  @Override
  protected String dir() {
    return "authorized_key";
  }
}
