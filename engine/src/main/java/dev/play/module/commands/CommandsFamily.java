package dev.play.module.commands;

import dev.play.module.Module;
import dev.play.module.ModuleFamily;
import java.util.List;

/** The commands family: command, shell, raw, script and async_status: commands run on the host. */
public final class CommandsFamily implements ModuleFamily {
  @Override
  public List<Module> modules() {
    return List.of(
        new CommandModule(),
        new ShellModule(),
        new RawModule(),
        new ScriptModule(),
        new AsyncStatusModule());
  }
}
