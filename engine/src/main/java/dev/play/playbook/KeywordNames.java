package dev.play.playbook;

import com.google.common.collect.ImmutableSet;
import java.util.Set;

/** The keywords accepted on plays, blocks, tasks, handlers and role entries. */
public final class KeywordNames {
  private KeywordNames() {}

  /** Keywords kept raw in {@link Keywords#other()}. */
  public static final Set<String> OTHER =
      ImmutableSet.of(
          "environment",
          "become_exe",
          "become_flags",
          "timeout",
          "delegate_facts",
          "collections",
          "debugger",
          "connection",
          "remote_user",
          "port",
          "module_defaults",
          "order",
          "async",
          "poll",
          "fact_path",
          "gather_timeout");

  /** Keywords every level accepts (and blocks and roles pass on to their tasks). */
  public static final Set<String> COMMON =
      ImmutableSet.of(
          "when",
          "tags",
          "vars",
          "ignore_errors",
          "ignore_unreachable",
          "no_log",
          "become",
          "become_user",
          "become_method",
          "become_exe",
          "become_flags",
          "check_mode",
          "diff",
          "delegate_to",
          "delegate_facts",
          "run_once",
          "throttle",
          "any_errors_fatal",
          "environment",
          "timeout",
          "collections",
          "debugger",
          "connection",
          "remote_user",
          "port",
          "module_defaults");

  /** The lookup plugins play has ({@code dev.play.lookup.Lookups}; a test keeps both the same). */
  public static final Set<String> LOOKUPS =
      ImmutableSet.of(
          "dict",
          "env",
          "file",
          "fileglob",
          "filetree",
          "first_found",
          "indexed_items",
          "inventory_hostnames",
          "items",
          "lines",
          "list",
          "nested",
          "password",
          "pipe",
          "random_choice",
          "sequence",
          "subelements",
          "template",
          "together",
          "vars",
          "varnames",
          "flattened");

  /**
   * The collections a {@code with_<lookup>} loop may name its lookup with ({@code
   * with_community.general.flattened}).
   */
  private static final java.util.List<String> LOOKUP_PREFIXES =
      java.util.List.of("ansible.builtin.", "ansible.legacy.", "community.general.");

  /** The loops play knows: {@code loop}, and {@code with_<lookup>} for each lookup. */
  public static final Set<String> LOOPS =
      ImmutableSet.<String>builder()
          .add("loop")
          .addAll(LOOKUPS.stream().map(l -> "with_" + l).toList())
          .build();

  /**
   * Whether {@code key} is a loop: {@code loop}, or {@code with_<lookup>}, the lookup's name short
   * or qualified.
   */
  public static boolean isLoop(String key) {
    if (LOOPS.contains(key)) {
      return true;
    }
    String lookup = key.startsWith("with_") ? key.substring("with_".length()) : "";
    return LOOKUP_PREFIXES.stream()
        .anyMatch(p -> lookup.startsWith(p) && LOOKUPS.contains(lookup.substring(p.length())));
  }

  public static final Set<String> TASK =
      ImmutableSet.<String>builder()
          .addAll(COMMON)
          .add("name", "loop_control", "register", "notify", "changed_when", "failed_when")
          .add("until", "retries", "delay", "args", "action", "local_action", "async", "poll")
          .addAll(LOOPS)
          .build();

  public static final Set<String> HANDLER =
      ImmutableSet.<String>builder().addAll(TASK).add("listen").build();

  public static final Set<String> BLOCK =
      ImmutableSet.<String>builder()
          .addAll(COMMON)
          .add("name", "block", "rescue", "always", "notify")
          .build();

  public static final Set<String> PLAY =
      ImmutableSet.of(
          "name",
          "hosts",
          "vars",
          "vars_files",
          "gather_facts",
          "gather_subset",
          "gather_timeout",
          "become",
          "become_user",
          "become_method",
          "become_exe",
          "become_flags",
          "pre_tasks",
          "roles",
          "tasks",
          "post_tasks",
          "handlers",
          "tags",
          "any_errors_fatal",
          "max_fail_percentage",
          "serial",
          "force_handlers",
          "strategy",
          "order",
          "no_log",
          "check_mode",
          "diff",
          "environment",
          "ignore_errors",
          "ignore_unreachable",
          "module_defaults",
          "collections",
          "connection",
          "remote_user",
          "port",
          "run_once",
          "throttle",
          "timeout",
          "vars_prompt",
          "debugger",
          "fact_path");

  /** Keys of a {@code roles:} entry that are keywords; any other key is a role parameter. */
  public static final Set<String> ROLE_ENTRY =
      ImmutableSet.<String>builder().addAll(COMMON).add("role", "name").build();
}
