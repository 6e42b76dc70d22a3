package dev.play.module.catalog;

import dev.play.module.ModuleRegistry;
import dev.play.module.cluster.ClusterFamily;
import dev.play.module.commands.CommandsFamily;
import dev.play.module.containers.ContainersFamily;
import dev.play.module.control.ControlFamily;
import dev.play.module.facts.FactsFamily;
import dev.play.module.files.FilesFamily;
import dev.play.module.net.NetFamily;
import dev.play.module.packages.PackagesFamily;
import dev.play.module.services.ServicesFamily;
import dev.play.module.system.SystemFamily;
import dev.play.module.users.UsersFamily;
import java.util.List;

/**
 * Every module play implements, family by family: the one place that knows the families. It sits
 * above them; the families know only the module kit ({@code dev.play.module}, {@code
 * dev.play.module.kit}) below them.
 */
public final class BuiltinModules {
  private BuiltinModules() {}

  /** A catalog of every built-in module. */
  public static ModuleRegistry registry() {
    return ModuleRegistry.of(
        List.of(
            new CommandsFamily(),
            new ControlFamily(),
            new FilesFamily(),
            new FactsFamily(),
            new SystemFamily(),
            new UsersFamily(),
            new PackagesFamily(),
            new NetFamily(),
            new ServicesFamily(),
            new ClusterFamily(),
            new ContainersFamily()));
  }
}
