package dev.play.module.system;

import dev.play.module.Module;
import dev.play.module.ModuleFamily;
import java.util.List;

/** The system family: kernel settings, mounts, the time zone and name-service lookups. */
public final class SystemFamily implements ModuleFamily {
  @Override
  public List<Module> modules() {
    return List.of(
        new SysctlModule(),
        new ModprobeModule(),
        new MountModule(),
        new TimezoneModule(),
        new GetentModule());
  }
}
