package dev.play.module.files;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.connection.Shell;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.List;
import java.util.Map;

/** {@code mkdir -p} of a directory; declares it so check mode can plan inside it. */
public record MakeDirectory(String path) implements Change {
  @Override
  public String describe() {
    return "create directory " + path;
  }

  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    CommandResult r = ctx.run("mkdir -p -- " + Shell.quote(path));
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
