package dev.play.module.containers;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/docker_image/}. */
class DockerImageCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new DockerImageModule();
  }

  @Override
  protected String dir() {
    return "docker_image";
  }
}
