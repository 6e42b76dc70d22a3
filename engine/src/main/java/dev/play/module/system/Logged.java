package dev.play.module.system;

import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A change that, applied, sets the result's {@code msg} to the task's messages so far. */
record Logged(Change change, String msg) implements Change {
  @Override
  public String describe() {
    return change.describe();
  }

  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    Map<String, Object> out = new LinkedHashMap<>(change.apply(ctx));
    out.put("msg", msg);
    return out;
  }

  @Override
  public List<String> createsFiles() {
    return change.createsFiles();
  }

  @Override
  public java.util.Optional<dev.play.module.PlannedFile> writes() {
    return change.writes();
  }
}
