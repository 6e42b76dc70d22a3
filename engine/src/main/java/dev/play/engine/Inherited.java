package dev.play.engine;

import dev.play.error.Source;
import dev.play.playbook.CollectionSearch;
import dev.play.playbook.Keywords;
import dev.play.playbook.ModuleDefaults;
import dev.play.playbook.RoleInstance;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Keywords accumulated from the play, enclosing roles and blocks down to a task: conditions (all
 * must hold), tags (union), vars layers, and the innermost setting of each scalar keyword.
 *
 * @param conditions inherited {@code when} conditions with where they were written
 * @param roles enclosing roles, outermost first
 * @param scalars innermost value of each scalar keyword that was set
 * @param hostVars per-host variables from include loops ({@code item} of an include), by host
 * @param where where the innermost node (the task) was written: its file is searched for {@code
 *     src} files and lookups' files
 */
record Inherited(
    List<Condition> conditions,
    Set<String> tags,
    List<Map<String, Object>> vars,
    List<RoleInstance> roles,
    Keywords scalars,
    Map<String, Map<String, Object>> hostVars,
    Source where) {

  private static final String MODULE_DEFAULTS = "module_defaults";

  /** One inherited condition and where it was written. */
  record Condition(String text, Source source) {}

  static Inherited root(Keywords playKeywords) {
    Inherited empty =
        new Inherited(
            List.of(), Set.of(), List.of(), List.of(), Keywords.NONE, Map.of(), Source.UNKNOWN);
    return empty.child(playKeywords, null, Source.UNKNOWN);
  }

  /** The context inside a node with {@code kw}, loaded from {@code role} (null: same role). */
  @SuppressWarnings(
      "ReferenceEquality") // role instances are told apart by identity: one role brought in twice
  // is two instances
  Inherited child(Keywords kw, RoleInstance role, Source where) {
    List<Condition> conds = new ArrayList<>(conditions);
    kw.when().forEach(w -> conds.add(new Condition(w, where)));
    Set<String> allTags = new LinkedHashSet<>(tags);
    allTags.addAll(kw.tags());
    List<Map<String, Object>> allVars = new ArrayList<>(vars);
    if (!kw.vars().isEmpty()) {
      allVars.add(dev.play.playbook.ParentRoles.chained(vars, kw.vars()));
    }
    List<RoleInstance> allRoles = new ArrayList<>(roles);
    RoleInstance entered =
        role != null && (roles.isEmpty() || roles.get(roles.size() - 1) != role) ? role : null;
    if (entered != null) {
      allRoles.add(role);
    }
    return new Inherited(
        conds,
        Set.copyOf(allTags),
        allVars,
        allRoles,
        merge(scalars, kw, entered),
        hostVars,
        Source.UNKNOWN.equals(where) ? this.where : where);
  }

  Inherited withHostVars(Map<String, Map<String, Object>> perHost) {
    return new Inherited(conditions, tags, vars, roles, scalars, perHost, where);
  }

  RoleInstance role() {
    return roles.isEmpty() ? null : roles.get(roles.size() - 1);
  }

  /** The collections a short module name is looked for in ({@link CollectionSearch}). */
  List<String> collections() {
    return CollectionSearch.of(scalars.other(CollectionSearch.KEYWORD));
  }

  /** The {@code module_defaults} of every enclosing level, outermost first. */
  ModuleDefaults moduleDefaults() {
    return ModuleDefaults.of(scalars.other(MODULE_DEFAULTS));
  }

  /**
   * Inner keywords win over outer ones; loop settings and lists are not inherited, but for {@code
   * notify}: a task without its own notifies what its block does, as in Ansible.
   */
  private static Keywords merge(Keywords outer, Keywords inner, RoleInstance entered) {
    return new Keywords(
        List.of(),
        List.of(),
        Map.of(),
        pick(inner.ignoreErrors(), outer.ignoreErrors()),
        pick(inner.ignoreUnreachable(), outer.ignoreUnreachable()),
        pick(inner.noLog(), outer.noLog()),
        pick(inner.become(), outer.become()),
        pick(inner.becomeUser(), outer.becomeUser()),
        pick(inner.becomeMethod(), outer.becomeMethod()),
        pick(inner.checkMode(), outer.checkMode()),
        pick(inner.diff(), outer.diff()),
        pick(inner.delegateTo(), outer.delegateTo()),
        pick(inner.runOnce(), outer.runOnce()),
        pick(inner.throttle(), outer.throttle()),
        pick(inner.anyErrorsFatal(), outer.anyErrorsFatal()),
        null,
        null,
        null,
        null,
        inner.notifies().isEmpty() ? outer.notifies() : inner.notifies(),
        List.of(),
        null,
        null,
        null,
        null,
        null,
        mergeOther(outer, inner, entered));
  }

  /**
   * Raw keywords: inner wins, except {@code environment}, whose variables are merged, and {@code
   * module_defaults}, which add to the outer ones (for a key both have, the inner entry wins when
   * applied); {@code collections} are not inherited into a role ({@code entered}), which searches
   * its own.
   */
  private static Map<String, Object> mergeOther(
      Keywords outer, Keywords inner, RoleInstance entered) {
    Map<String, Object> out = new java.util.LinkedHashMap<>(outer.other());
    if (entered != null) {
      out.put(CollectionSearch.KEYWORD, entered.collections());
    }
    inner
        .other()
        .forEach(
            (k, v) -> {
              if (k.equals("environment")
                  && out.get(k) instanceof Map<?, ?> o
                  && v instanceof Map<?, ?> i) {
                Map<Object, Object> env = new java.util.LinkedHashMap<>(o);
                env.putAll(i);
                out.put(k, env);
              } else if (v instanceof ModuleDefaults d) {
                out.put(k, ModuleDefaults.of(out.get(k)).then(d));
              } else {
                out.put(k, v);
              }
            });
    return out;
  }

  private static Object pick(Object inner, Object outer) {
    return inner != null ? inner : outer;
  }
}
