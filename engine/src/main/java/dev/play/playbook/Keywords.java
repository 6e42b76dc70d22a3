package dev.play.playbook;

import dev.play.value.Values;
import java.util.List;
import java.util.Map;

/**
 * Task and block keywords, raw as written (values may still hold templates; the engine evaluates
 * them). Lists are never null. Inheritable keywords ({@code when}, {@code tags}, {@code vars},
 * {@code become*}, {@code ignore_errors}, {@code no_log}, {@code check_mode}, {@code diff}, {@code
 * delegate_to}, {@code run_once}, ...) are inherited from enclosing blocks and roles by the engine,
 * not copied by the loader. A null scalar means "not set here".
 *
 * @param when conditions, all must hold; a bare boolean is stored as "true"/"false"
 * @param loopKind "loop", "with_items", "with_dict", "with_list", ... or null when no loop
 * @param loop the loop value: a list, a map (with_dict) or a template string
 * @param other the remaining keywords accepted and kept raw, by their YAML name: {@code
 *     environment}, {@code become_flags}, {@code timeout}, {@code delegate_facts}, {@code
 *     connection}, {@code remote_user}, {@code port}, {@code debugger}, and for plays {@code
 *     order}, {@code ignore_errors}...; see {@link #other(String)}. Two are kept checked instead
 *     ({@link ModuleKeywords}): {@code collections} as its search list (a list of names) and {@code
 *     module_defaults} as {@link ModuleDefaults}; a keyword written without a value is absent
 */
public record Keywords(
    List<String> when,
    List<String> tags,
    Map<String, Object> vars,
    Object ignoreErrors,
    Object ignoreUnreachable,
    Object noLog,
    Object become,
    Object becomeUser,
    Object becomeMethod,
    Object checkMode,
    Object diff,
    Object delegateTo,
    Object runOnce,
    Object throttle,
    Object anyErrorsFatal,
    String loopKind,
    Object loop,
    LoopControl loopControl,
    String register,
    List<String> notifies,
    List<String> listen,
    List<String> changedWhen,
    List<String> failedWhen,
    List<String> until,
    Object retries,
    Object delay,
    Map<String, Object> other) {

  public static final Keywords NONE =
      new Keywords(
          List.of(),
          List.of(),
          Map.of(),
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          LoopControl.DEFAULT,
          null,
          List.of(),
          List.of(),
          null,
          null,
          null,
          null,
          null,
          Map.of());

  /** Only {@code vars:} set (e.g. an include's variables passed to what it includes). */
  public static Keywords ofVars(Map<String, Object> vars) {
    return NONE.withVars(vars);
  }

  public Keywords withVars(Map<String, Object> newVars) {
    return new Keywords(
        when,
        tags,
        newVars,
        ignoreErrors,
        ignoreUnreachable,
        noLog,
        become,
        becomeUser,
        becomeMethod,
        checkMode,
        diff,
        delegateTo,
        runOnce,
        throttle,
        anyErrorsFatal,
        loopKind,
        loop,
        loopControl,
        register,
        notifies,
        listen,
        changedWhen,
        failedWhen,
        until,
        retries,
        delay,
        other);
  }

  public Keywords withWhen(List<String> newWhen) {
    return new Keywords(
        newWhen,
        tags,
        vars,
        ignoreErrors,
        ignoreUnreachable,
        noLog,
        become,
        becomeUser,
        becomeMethod,
        checkMode,
        diff,
        delegateTo,
        runOnce,
        throttle,
        anyErrorsFatal,
        loopKind,
        loop,
        loopControl,
        register,
        notifies,
        listen,
        changedWhen,
        failedWhen,
        until,
        retries,
        delay,
        other);
  }

  public Keywords withTags(List<String> newTags) {
    return new Keywords(
        when,
        newTags,
        vars,
        ignoreErrors,
        ignoreUnreachable,
        noLog,
        become,
        becomeUser,
        becomeMethod,
        checkMode,
        diff,
        delegateTo,
        runOnce,
        throttle,
        anyErrorsFatal,
        loopKind,
        loop,
        loopControl,
        register,
        notifies,
        listen,
        changedWhen,
        failedWhen,
        until,
        retries,
        delay,
        other);
  }

  /** The same keywords with {@code newOther} as the raw ones ({@link #other()}). */
  public Keywords withOther(Map<String, Object> newOther) {
    return new Keywords(
        when,
        tags,
        vars,
        ignoreErrors,
        ignoreUnreachable,
        noLog,
        become,
        becomeUser,
        becomeMethod,
        checkMode,
        diff,
        delegateTo,
        runOnce,
        throttle,
        anyErrorsFatal,
        loopKind,
        loop,
        loopControl,
        register,
        notifies,
        listen,
        changedWhen,
        failedWhen,
        until,
        retries,
        delay,
        newOther);
  }

  public Keywords {
    when = when == null ? List.of() : List.copyOf(when);
    tags = tags == null ? List.of() : List.copyOf(tags);
    vars = Values.frozenMap(vars);
    loopControl = loopControl == null ? LoopControl.DEFAULT : loopControl;
    notifies = notifies == null ? List.of() : List.copyOf(notifies);
    listen = listen == null ? List.of() : List.copyOf(listen);
    other = Values.frozenMap(other);
  }

  /** A keyword kept raw in {@link #other()} (e.g. "environment"), or null when not set. */
  public Object other(String keyword) {
    return other.get(keyword);
  }

  public boolean hasLoop() {
    return loopKind != null;
  }
}
