package dev.play.module.users;

import dev.play.module.Module;
import dev.play.module.ModuleFamily;
import java.util.List;

/** The users family: accounts, groups and SSH keys. */
public final class UsersFamily implements ModuleFamily {
  @Override
  public List<Module> modules() {
    return List.of(
        new UserModule(), new GroupModule(), new AuthorizedKeyModule(), new KnownHostsModule());
  }
}
