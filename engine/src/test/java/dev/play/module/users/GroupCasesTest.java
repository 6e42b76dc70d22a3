package dev.play.module.users;

import dev.play.module.Module;
import dev.play.module.builtin.ModuleCaseTest;

/** Data-file cases under {@code cases/group/}. */
class GroupCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new Group();
  }

  @Override
  protected String dir() {
    return "group";
  }
}
