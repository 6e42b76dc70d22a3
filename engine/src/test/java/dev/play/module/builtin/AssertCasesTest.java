package dev.play.module.builtin;

import dev.play.module.Module;

/** Data-file cases under {@code cases/assert/}. */
class AssertCasesTest extends ModuleCaseTest {
  @Override
  Module module() {
    return new AssertModule();
  }

  @Override
  String dir() {
    return "assert";
  }
}
