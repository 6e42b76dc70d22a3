package dev.play.engine;

import dev.play.error.Source;
import dev.play.playbook.TypeNames;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code module_defaults} applied to one task's arguments, as ansible-core 2.14's {@code
 * get_action_args_with_defaults} applies them: the entries of every level, outermost first, are
 * merged by the key each resolves to (a later entry replaces an earlier one whole, in the earlier
 * one's place); then the defaults of each group holding the module, in that order, then the
 * module's own, then the task's arguments, each over what came before.
 */
final class DefaultsMerge {
  /** An entry: the key it resolves to, its templated defaults, where it is written. */
  record Resolved(String key, Object defaults, Source source) {}

  /** The arguments, and where each one that came from a default is written. */
  record Result(Map<String, Object> args, Map<String, Source> defaultedAt) {}

  private DefaultsMerge() {}

  /**
   * @param groups the keys ({@code group/NS.COLL.NAME}) of the groups holding the module
   * @throws IllegalArgumentException when defaults that apply are not a mapping
   */
  static Result apply(
      List<Resolved> entries,
      String fqcn,
      Collection<String> groups,
      Map<String, Object> taskArgs) {
    Map<String, Resolved> merged = new LinkedHashMap<>();
    entries.forEach(e -> merged.put(e.key(), e));
    Map<String, Object> args = new LinkedHashMap<>();
    Map<String, Source> from = new LinkedHashMap<>();
    merged.values().stream().filter(e -> groups.contains(e.key())).forEach(e -> add(e, args, from));
    if (merged.containsKey(fqcn)) {
      add(merged.get(fqcn), args, from);
    }
    args.putAll(taskArgs);
    from.keySet().removeAll(taskArgs.keySet());
    return new Result(args, from);
  }

  private static void add(Resolved e, Map<String, Object> args, Map<String, Source> from) {
    if (e.defaults() == null) {
      return;
    }
    if (!(e.defaults() instanceof Map<?, ?> map)) {
      throw new IllegalArgumentException(
          "module_defaults for '"
              + e.key()
              + "' must be a mapping, got a "
              + TypeNames.of(e.defaults())
              + " (at "
              + e.source()
              + ")");
    }
    map.forEach(
        (k, v) -> {
          args.put(String.valueOf(k), v);
          from.put(String.valueOf(k), e.source());
        });
  }
}
