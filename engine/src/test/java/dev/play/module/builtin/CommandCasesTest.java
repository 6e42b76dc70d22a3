package dev.play.module.builtin;

import dev.play.module.Module;

/** Data-file cases under {@code cases/command/}. */
class CommandCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new CommandModule(CLOCK);
  }

  @Override
  protected String dir() {
    return "command";
  }
}
