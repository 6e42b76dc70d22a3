package dev.play.module.containers;

import dev.play.module.Module;
import dev.play.module.ModuleFamily;
import java.util.List;

/** The containers family: Docker containers, images, networks, compose projects and pruning. */
public final class ContainersFamily implements ModuleFamily {
  @Override
  public List<Module> modules() {
    return List.of(
        DockerComposeModule.v2(),
        DockerComposeModule.legacyName(),
        new DockerContainerModule(),
        new DockerImageModule(),
        new DockerNetworkModule(),
        new DockerPruneModule());
  }
}
