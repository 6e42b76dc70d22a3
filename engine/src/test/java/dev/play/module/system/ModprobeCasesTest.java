package dev.play.module.system;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/modprobe/}. */
class ModprobeCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new ModprobeModule();
  }

  @Override
  protected String dir() {
    return "modprobe";
  }
}
