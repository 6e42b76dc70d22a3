package dev.play.module.users;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases (salt of zeros for hashed hosts) under {@code cases/known_hosts/}. */
class KnownHostsCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new KnownHostsModule(() -> new byte[20]);
  }

  @Override
  protected String dir() {
    return "known_hosts";
  }
}
