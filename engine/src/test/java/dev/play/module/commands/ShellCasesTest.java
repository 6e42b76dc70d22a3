package dev.play.module.commands;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

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
