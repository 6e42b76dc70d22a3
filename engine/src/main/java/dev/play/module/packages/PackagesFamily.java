package dev.play.module.packages;

import dev.play.module.Module;
import dev.play.module.ModuleFamily;
import java.util.List;

/** The packages family: packages and their repositories and keys (apt, dnf/yum, pip). */
public final class PackagesFamily implements ModuleFamily {
  @Override
  public List<Module> modules() {
    return List.of(
        new AptModule(),
        new PackageModule(),
        new Deb822RepositoryModule(),
        new AptKeyModule(),
        new AptRepositoryModule(),
        DnfModule.dnf(),
        DnfModule.yum(),
        new RpmKeyModule(),
        new YumRepositoryModule(),
        new PackageFactsModule(),
        new DpkgSelectionsModule(),
        new PipModule());
  }
}
