package dev.play.module.kit;

import dev.play.connection.ConnectionException;
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

  /** {@code mkdir -p}, as {@link CreateDirectory} does it without a mode or owner. */
  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    return new CreateDirectory(path, null, null, true).apply(ctx);
  }

  @Override
  public List<String> createsDirectories() {
    return List.of(path);
  }
}
