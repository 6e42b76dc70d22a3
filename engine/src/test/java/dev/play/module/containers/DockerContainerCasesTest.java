package dev.play.module.containers;

import dev.play.module.Module;
import dev.play.module.builtin.ModuleCaseTest;

/** Data-file cases under {@code cases/docker_container/}. */
class DockerContainerCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new DockerContainer();
  }

  @Override
  protected String dir() {
    return "docker_container";
  }
}
