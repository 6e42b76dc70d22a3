package dev.play.module.containers;

import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A container run attached ({@code detach: false}): its output also as {@code container.Output}, as
 * Ansible returns it.
 */
record AttachedRun(DockerStep step) implements Change {
  @Override
  public String describe() {
    return step.describe();
  }

  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    Map<String, Object> result = new LinkedHashMap<>(step.apply(ctx));
    if (result.get("container") instanceof Map<?, ?> c && !c.isEmpty()) {
      Map<Object, Object> withOutput = new LinkedHashMap<>(c);
      withOutput.put("Output", result.getOrDefault("stdout", ""));
      result.put("container", withOutput);
    }
    return result;
  }
}
