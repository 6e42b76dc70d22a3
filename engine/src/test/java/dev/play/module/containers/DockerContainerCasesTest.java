package dev.play.module.containers;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/docker_container/}. */
class DockerContainerCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new DockerContainerModule();
  }

  @Override
  protected String dir() {
    return "docker_container";
  }
}
