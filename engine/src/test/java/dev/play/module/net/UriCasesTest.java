package dev.play.module.net;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/uri/}. */
class UriCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new UriModule();
  }

  @Override
  protected String dir() {
    return "uri";
  }
}
