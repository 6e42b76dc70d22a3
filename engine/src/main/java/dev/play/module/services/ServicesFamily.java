package dev.play.module.services;

import dev.play.module.Module;
import dev.play.module.ModuleFamily;
import java.util.List;

/** The services family: systemd units, the host name, waits and reboots. */
public final class ServicesFamily implements ModuleFamily {
  @Override
  public List<Module> modules() {
    return List.of(
        SystemdModule.systemd(),
        SystemdModule.systemdService(),
        SystemdModule.service(),
        new HostnameModule(),
        new WaitForModule(),
        new WaitForConnectionModule(),
        new RebootModule(),
        new ServiceFactsModule());
  }
}
