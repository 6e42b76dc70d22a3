package dev.play.module.users;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/group/}. */
class GroupCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new GroupModule();
  }

  @Override
  protected String dir() {
    return "group";
  }
}
