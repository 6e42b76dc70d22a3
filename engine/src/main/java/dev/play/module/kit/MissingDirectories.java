package dev.play.module.kit;

import static dev.play.connection.Shell.quote;

import dev.play.connection.ConnectionException;
import dev.play.facts.FileFacts.Owner;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A directory and every missing directory above it, each made with the same owner and mode, in
 * one command: Ansible's file module ({@code state: directory}) sets the requested attributes on
 * every directory it creates, not only on the last ({@code mkdir -p} with {@code mode} and
 * {@code owner} applied to each new one). Directories that exist are left as they are.
 *
 * @param mode the mode to set, or null for the default (umask)
 * @param owner the owner to set, or null to keep the creating user
 */
public record MissingDirectories(String path, Integer mode, Owner owner) implements Change {
  @Override
  public String describe() {
    return CreateDirectory.describe(path, mode, owner);
  }

  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    return CreateDirectory.make(ctx, path, script());
  }

  /**
   * From the top: each directory that is missing is made, given its owner, then its mode. One that
   * another process made meanwhile (two hosts sharing a file system) is taken, and given them, as
   * Ansible takes it.
   */
  String script() {
    StringBuilder make = new StringBuilder("{ mkdir -- \"$d\" || [ -d \"$d\" ]; }");
    if (owner != null) {
      make.append(" && chown -h -- ").append(owner.uid()).append(':').append(owner.gid()).append(" \"$d\"");
    }
    if (mode != null) {
      make.append(" && chmod -- ").append(ModeSpec.format(mode)).append(" \"$d\"");
    }
    StringBuilder s = new StringBuilder("for d in");
    for (String d : chain(path)) {
      s.append(' ').append(quote(d));
    }
    return s.append("; do [ -d \"$d\" ] || { ").append(make).append("; } || exit 1; done").toString();
  }

  /** {@code /a/b/c}: {@code /a}, {@code /a/b}, {@code /a/b/c}; a relative path's from its first name. */
  static List<String> chain(String path) {
    List<String> out = new ArrayList<>();
    boolean absolute = path.startsWith("/");
    StringBuilder at = new StringBuilder();
    for (String name : path.split("/")) {
      if (name.isEmpty()) {
        continue;
      }
      if (absolute || !at.isEmpty()) {
        at.append('/');
      }
      at.append(name);
      out.add(at.toString());
    }
    return out;
  }

  @Override
  public List<String> createsDirectories() {
    return List.of(path);
  }
}
