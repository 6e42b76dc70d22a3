package dev.play.module.containers;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/docker_compose_v2/}. */
class DockerComposeCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return DockerComposeModule.v2();
  }

  @Override
  protected String dir() {
    return "docker_compose_v2";
  }
}
