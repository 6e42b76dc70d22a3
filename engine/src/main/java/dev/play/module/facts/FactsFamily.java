package dev.play.module.facts;

import dev.play.module.Module;
import dev.play.module.ModuleFamily;
import java.util.List;

/** The facts family: the fact-gathering modules: setup and its GPU and RDMA subsets. */
public final class FactsFamily implements ModuleFamily {
  @Override
  public List<Module> modules() {
    return List.of(new SetupModule(), SubsetFactsModule.gpu(), SubsetFactsModule.rdma());
  }
}
