package dev.play.module;

import java.util.Map;

/** The module failed on this host: a message plus result fields (rc, stdout, ...). */
public class ModuleFailure extends Exception {
  private final Map<String, Object> result;

  public ModuleFailure(String message) {
    this(message, Map.of());
  }

  public ModuleFailure(String message, Map<String, Object> result) {
    super(message);
    this.result = dev.play.value.Values.frozenMap(result);
  }

  public Map<String, Object> result() {
    return result;
  }
}
