package dev.play.playbook;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code ansible_parent_role_names} and {@code ansible_parent_role_paths}: the roles whose {@code
 * include_role} or {@code import_role} encloses a task, innermost first, as Ansible's {@code
 * IncludeRole.get_include_params} sets them. Each include (or import) written in a role adds that
 * role to the variables of what it includes ({@link #of}); the lists of an enclosing include go on
 * after it ({@link #chained}).
 */
public final class ParentRoles {
  public static final String NAMES = "ansible_parent_role_names";
  public static final String PATHS = "ansible_parent_role_paths";

  private ParentRoles() {}

  /**
   * {@code vars} with the variables of an include written in {@code parent} (none outside a role).
   */
  public static Map<String, Object> of(RoleInstance parent, Map<String, Object> vars) {
    if (parent == null) {
      return vars;
    }
    Map<String, Object> out = new LinkedHashMap<>(vars);
    out.put(NAMES, List.of(parent.name()));
    out.put(PATHS, List.of(parent.path().toAbsolutePath().normalize().toString()));
    return out;
  }

  /**
   * {@code inner} (the variables of a node, outermost {@code outer} around it) with its parent role
   * lists followed by those of the closest enclosing include.
   */
  public static Map<String, Object> chained(
      List<Map<String, Object>> outer, Map<String, Object> inner) {
    if (!(inner.get(NAMES) instanceof List<?>) || !(inner.get(PATHS) instanceof List<?>)) {
      return inner;
    }
    Map<String, Object> out = new LinkedHashMap<>(inner);
    for (String key : List.of(NAMES, PATHS)) {
      List<Object> joined = new ArrayList<>((List<?>) inner.get(key));
      joined.addAll(closest(outer, key));
      out.put(key, List.copyOf(joined));
    }
    return out;
  }

  private static List<?> closest(List<Map<String, Object>> outer, String key) {
    for (int i = outer.size() - 1; i >= 0; i--) {
      if (outer.get(i).get(key) instanceof List<?> l) {
        return l;
      }
    }
    return List.of();
  }
}
