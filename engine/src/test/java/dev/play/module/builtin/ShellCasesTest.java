package dev.play.module.builtin;

import dev.play.module.Module;

/** Data-file cases under {@code cases/shell/}. */
class ShellCasesTest extends ModuleCaseTest {
  @Override
  Module module() {
    return new ShellModule(CLOCK);
  }

  @Override
  String dir() {
    return "shell";
  }
}
