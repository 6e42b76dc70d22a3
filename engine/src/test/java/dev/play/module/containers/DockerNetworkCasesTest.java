package dev.play.module.containers;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/docker_network/}. */
class DockerNetworkCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new DockerNetworkModule();
  }

  @Override
  protected String dir() {
    return "docker_network";
  }
}
