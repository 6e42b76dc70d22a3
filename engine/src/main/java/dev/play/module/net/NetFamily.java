package dev.play.module.net;

import dev.play.module.Module;
import dev.play.module.ModuleFamily;
import java.util.List;

/** The net family: downloads, archives, HTTP calls and git checkouts. */
public final class NetFamily implements ModuleFamily {
  @Override
  public List<Module> modules() {
    return List.of(new GetUrlModule(), new UnarchiveModule(), new UriModule(), new GitModule());
  }
}
