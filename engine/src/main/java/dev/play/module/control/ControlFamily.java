package dev.play.module.control;

import dev.play.module.Module;
import dev.play.module.ModuleFamily;
import java.util.List;

/** The control family: modules that act on the run rather than on a host's state. */
public final class ControlFamily implements ModuleFamily {
  @Override
  public List<Module> modules() {
    return List.of(
        new DebugModule(),
        new SetFactModule(),
        new AssertModule(),
        new FailModule(),
        new PingModule(),
        new AddHostModule(),
        new GroupByModule(),
        new PauseModule(),
        new IncludeVarsModule());
  }
}
