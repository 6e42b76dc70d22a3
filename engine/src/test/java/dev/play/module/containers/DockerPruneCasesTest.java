package dev.play.module.containers;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/** Data-file cases under {@code cases/docker_prune/}. */
class DockerPruneCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new DockerPruneModule();
  }

  @Override
  protected String dir() {
    return "docker_prune";
  }
}
