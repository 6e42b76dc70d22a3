package dev.play.module.kit;

import static dev.play.connection.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.facts.FileFacts.Owner;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.List;
import java.util.Map;

/**
 * A new directory of a recursive copy, with its mode ({@code directory_mode}) and owner, in one
 * command; {@code parents} creates missing parents too ({@code mkdir -p}, their default mode).
 *
 * @param mode the mode to set, or null for the default (umask)
 * @param owner the owner to set, or null to keep the creating user
 */
public record CreateDirectory(String path, Integer mode, Owner owner, boolean parents) implements Change {
  @Override
  public String describe() {
    return describe(path, mode, owner);
  }

  /** {@code create directory PATH}, with the mode and owner set when there are. */
  static String describe(String path, Integer mode, Owner owner) {
    return "create directory " + path + (mode == null ? "" : " (mode " + ModeSpec.format(mode) + ")")
        + (owner == null ? "" : " (owner " + owner.user() + ":" + owner.group() + ")");
  }

  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    String p = quote(path);
    StringBuilder s = new StringBuilder("mkdir " + (parents ? "-p " : "") + "-- " + p);
    if (mode != null) {
      s.append(" && chmod -- ").append(ModeSpec.format(mode)).append(' ').append(p);
    }
    if (owner != null) {
      s.append(" && chown -- ").append(owner.uid()).append(':').append(owner.gid()).append(' ').append(p);
    }
    return make(ctx, path, s.toString());
  }

  /** Runs {@code script}, which makes {@code path}; its failure says so, with the command's output. */
  static Map<String, Object> make(ModuleContext ctx, String path, String script)
      throws ModuleFailure, ConnectionException {
    CommandResult r = ctx.run(script);
    if (!r.ok()) {
      throw new ModuleFailure("cannot create " + path + ": " + r.stderr().strip(),
          Map.of("rc", r.rc(), "stdout", r.stdout(), "stderr", r.stderr()));
    }
    return Map.of();
  }

  @Override
  public List<String> createsDirectories() {
    return List.of(path);
  }
}
