package dev.play.module.commands;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/async_status/}. */
class AsyncStatusCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new AsyncStatusModule();
  }

  @Override
  protected String dir() {
    return "async_status";
  }
}
