package dev.play.module.commands;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

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
