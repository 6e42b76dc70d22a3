package dev.play.inventory;

import dev.play.playbook.Values;
import java.util.Map;

/** An inventory host with the variables set on it directly (inline, host_vars/). */
public record Host(String name, Map<String, Object> vars) {
  public Host {
    vars = Values.frozenMap(vars);
  }
}
