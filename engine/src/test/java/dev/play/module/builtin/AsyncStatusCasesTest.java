package dev.play.module.builtin;

import dev.play.module.Module;

/** Data-file cases under {@code cases/async_status/}. */
class AsyncStatusCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new AsyncStatus();
  }

  @Override
  protected String dir() {
    return "async_status";
  }
}
