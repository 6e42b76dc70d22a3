package dev.play.module.builtin;

import dev.play.module.Module;

/** Data-file cases under {@code cases/shell/}. */
class ShellCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new ShellModule(CLOCK);
  }

  @Override
  protected String dir() {
    return "shell";
  }
}
