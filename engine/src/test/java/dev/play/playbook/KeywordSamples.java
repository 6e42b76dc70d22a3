package dev.play.playbook;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * A playbook that writes one keyword, with a value it accepts, at one level: the play, a role entry
 * (of role {@code r}), a block, a task or a handler. For {@link KeywordTableTest}.
 */
final class KeywordSamples {
  private KeywordSamples() {}

  /** A value each keyword accepts, as YAML. */
  private static final Map<String, String> VALUES =
      Map.ofEntries(
          Map.entry("action", "debug"),
          Map.entry("always", "[{debug: {msg: hi}}]"),
          Map.entry("args", "{msg: hi}"),
          Map.entry("async", "10"),
          Map.entry("block", "[{debug: {msg: hi}}]"),
          Map.entry("changed_when", "false"),
          Map.entry("collections", "[ansible.builtin]"),
          Map.entry("connection", "local"),
          Map.entry("debugger", "never"),
          Map.entry("delay", "1"),
          Map.entry("delegate_to", "localhost"),
          Map.entry("environment", "{A: b}"),
          Map.entry("fact_path", "/tmp"),
          Map.entry("failed_when", "false"),
          Map.entry("gather_subset", "[min]"),
          Map.entry("gather_timeout", "10"),
          Map.entry("handlers", "[]"),
          Map.entry("hosts", "all"),
          Map.entry("listen", "topic"),
          Map.entry("loop", "[1]"),
          Map.entry("loop_control", "{label: x}"),
          Map.entry("max_fail_percentage", "50"),
          Map.entry("module_defaults", "{}"),
          Map.entry("name", "n"),
          Map.entry("notify", "h"),
          Map.entry("order", "sorted"),
          Map.entry("poll", "0"),
          Map.entry("port", "22"),
          Map.entry("post_tasks", "[]"),
          Map.entry("pre_tasks", "[]"),
          Map.entry("register", "r"),
          Map.entry("remote_user", "u"),
          Map.entry("rescue", "[{debug: {msg: hi}}]"),
          Map.entry("retries", "1"),
          Map.entry("roles", "[]"),
          Map.entry("serial", "1"),
          Map.entry("strategy", "linear"),
          Map.entry("tags", "[t]"),
          Map.entry("tasks", "[]"),
          Map.entry("throttle", "1"),
          Map.entry("timeout", "10"),
          Map.entry("until", "true"),
          Map.entry("vars", "{a: 1}"),
          Map.entry("vars_files", "[]"),
          Map.entry("vars_prompt", "[]"),
          Map.entry("become_exe", "sudo"),
          Map.entry("become_flags", "-H"),
          Map.entry("become_method", "sudo"),
          Map.entry("become_user", "root"));

  private static final Yaml YAML = new Yaml();

  /** The value written for {@code keyword}: its sample, else {@code true}. */
  private static Object value(String keyword) {
    return YAML.load(VALUES.getOrDefault(keyword, "true"));
  }

  static String playbook(String keyword, String level) {
    String key = keyword.equals("with_<lookup>") ? "with_items" : keyword;
    Map<String, Object> play = new LinkedHashMap<>();
    play.put("hosts", "localhost");
    play.put("gather_facts", false);
    List<Object> tasks = new ArrayList<>();
    switch (level) {
      case "play" -> play.put(key, value(keyword));
      case "role" -> play.put("roles", List.of(roleEntry(key)));
      case "block" -> tasks.add(block(key));
      case "task" -> tasks.add(task(key));
      case "handler" -> {
        Map<String, Object> h = task(key);
        h.putIfAbsent("name", "h");
        play.put("handlers", List.of(h));
      }
      default -> throw new IllegalArgumentException(level);
    }
    play.putIfAbsent("tasks", tasks);
    DumperOptions o = new DumperOptions();
    o.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
    return new Yaml(o).dump(List.of(play));
  }

  /** A role entry; {@code name} names the role itself. */
  private static Map<String, Object> roleEntry(String key) {
    Map<String, Object> entry = new LinkedHashMap<>();
    entry.put(key.equals("name") ? "name" : "role", "r");
    if (!key.equals("name")) {
      entry.put(key, value(key));
    }
    return entry;
  }

  private static Map<String, Object> block(String key) {
    Map<String, Object> b = new LinkedHashMap<>();
    b.put("block", List.of(Map.of("debug", Map.of("msg", "hi"))));
    if (!key.equals("block")) {
      b.put(key, value(key));
    }
    return b;
  }

  /** A debug task with the keyword; {@code action} and {@code args} give the module another way. */
  private static Map<String, Object> task(String key) {
    Map<String, Object> t = new LinkedHashMap<>();
    if (!key.equals("action") && !key.equals("args")) {
      t.put("debug", Map.of("msg", "hi"));
    }
    if (key.equals("args")) {
      t.put("debug", null);
    }
    t.put(key, value(key));
    return t;
  }
}
