package dev.play.module.builtin;

import dev.play.module.Module;

/** Data-file cases under {@code cases/ping/}. */
class PingCasesTest extends ModuleCaseTest {
  @Override
  Module module() {
    return new PingModule();
  }

  @Override
  String dir() {
    return "ping";
  }
}
