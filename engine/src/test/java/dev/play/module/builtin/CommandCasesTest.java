package dev.play.module.builtin;

import dev.play.module.Module;

/** Data-file cases under {@code cases/command/}. */
class CommandCasesTest extends ModuleCaseTest {
  @Override
  Module module() {
    return new CommandModule(CLOCK);
  }

  @Override
  String dir() {
    return "command";
  }
}
