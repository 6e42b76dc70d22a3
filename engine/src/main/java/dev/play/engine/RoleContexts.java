package dev.play.engine;

import dev.play.error.Source;
import dev.play.playbook.LoadedRole;
import dev.play.playbook.Play;
import dev.play.playbook.RoleInstance;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * What the tasks and handlers of each role of a play's {@code roles:} inherit, as in Ansible: the
 * play's keywords, then those of the role's entry ({@code roles: [{role: docker, become: true}]}),
 * and for a dependency those of the roles that depend on it, outermost first, then its own entry's
 * in their {@code meta/main.yml}. {@link TaskWalker} runs a role's tasks in this context and {@link
 * HandlerRunner} its handlers.
 */
final class RoleContexts {
  private final IdentityHashMap<RoleInstance, Inherited> byRole = new IdentityHashMap<>();

  private RoleContexts() {}

  /** The contexts of {@code play}'s roles and their dependencies. */
  static RoleContexts of(Play play, Inherited root) {
    RoleContexts c = new RoleContexts();
    c.add(play.roles(), root);
    return c;
  }

  private void add(List<LoadedRole> roles, Inherited outer) {
    for (LoadedRole role : roles) {
      Inherited inside = inside(role, outer);
      byRole.putIfAbsent(role.instance(), inside);
      add(role.dependencies(), inside);
    }
  }

  /** Inside {@code role}, entered from {@code outer}: its entry's keywords over {@code outer}'s. */
  static Inherited inside(LoadedRole role, Inherited outer) {
    return outer.child(role.keywords(), role.instance(), Source.UNKNOWN);
  }

  /**
   * What a handler of {@code role} inherits; {@code fallback} for a role not in {@code roles:} (or
   * none).
   */
  Inherited of(RoleInstance role, Inherited fallback) {
    Inherited found = role == null ? null : byRole.get(role);
    return found != null ? found : fallback;
  }
}
