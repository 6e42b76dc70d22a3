package dev.play.module.cluster;

import dev.play.module.Args;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.vars.Scope;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * This host's gathered facts, read through the task's variables ({@code ansible_<name>}) by a
 * module that runs nothing on the host. Errors name the module, the host, the missing facts and the
 * {@code gather_subset} that gathers them.
 */
final class HostFacts {
  private final String module;
  private final String host;
  private final Scope vars;

  HostFacts(String module, ModuleContext ctx) {
    this.module = module;
    this.vars = ctx.vars();
    this.host =
        vars.contains("inventory_hostname")
            ? String.valueOf(vars.get("inventory_hostname"))
            : ctx.host();
  }

  String host() {
    return host;
  }

  /**
   * Fails unless every fact of {@code factToSubset} ({@code ansible_gpu_count -> gpu}) is set,
   * naming all the missing ones at once.
   */
  void require(Map<String, String> factToSubset) throws ModuleFailure {
    Map<String, String> missing = new LinkedHashMap<>();
    factToSubset.forEach(
        (fact, subset) -> {
          if (!vars.contains(fact)) {
            missing.put(fact, subset);
          }
        });
    if (!missing.isEmpty()) {
      List<String> named = new ArrayList<>();
      missing.forEach((fact, subset) -> named.add(fact + " (subset " + subset + ")"));
      throw failure(
          "facts missing: "
              + String.join(", ", named)
              + "; gather them first (gather_subset: [all, gpu, rdma])");
    }
  }

  /** The fact's value, or null when it is not set. */
  Object get(String fact) {
    return vars.contains(fact) ? vars.get(fact) : null;
  }

  /** A boolean fact; false when not set. */
  boolean flag(String fact) {
    Object v = get(fact);
    return v != null && Boolean.TRUE.equals(Args.toBool(v));
  }

  int integer(String fact) throws ModuleFailure {
    Object v = get(fact);
    if (v instanceof Number n) {
      return n.intValue();
    }
    try {
      return Integer.parseInt(String.valueOf(v).strip());
    } catch (NumberFormatException e) {
      throw failure("fact " + fact + " must be an integer, got '" + v + "'");
    }
  }

  /** A list fact as strings; empty when not set. */
  List<String> strings(String fact) throws ModuleFailure {
    Object v = get(fact);
    if (v == null) {
      return List.of();
    }
    if (!(v instanceof List<?> list)) {
      throw failure("fact " + fact + " must be a list, got '" + v + "'");
    }
    return list.stream().map(String::valueOf).toList();
  }

  /** A mapping fact; empty when not set. */
  Map<?, ?> map(String fact) throws ModuleFailure {
    Object v = get(fact);
    if (v == null) {
      return Map.of();
    }
    if (!(v instanceof Map<?, ?> m)) {
      throw failure("fact " + fact + " must be a mapping, got '" + v + "'");
    }
    return m;
  }

  /** {@code <module> on <host>: <what>}. */
  ModuleFailure failure(String what) {
    return new ModuleFailure(module + " on " + host + ": " + what);
  }
}
