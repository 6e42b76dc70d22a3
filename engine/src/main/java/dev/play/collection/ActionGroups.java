package dev.play.collection;

import dev.play.playbook.CollectionSearch;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Action groups, as {@code module_defaults} names them ({@code group/NAME}) and ansible-core 2.14
 * resolves them ({@code Base._resolve_group}): a name that is not fully qualified is {@code
 * ansible.builtin}'s ({@code group/docker} is {@code ansible.builtin.docker}); a group holds its
 * actions and those of the groups it extends. play knows the groups holding its own modules from
 * {@link AnsibleRouting}; other groups exist when an installed collection defines them.
 */
public final class ActionGroups {
  private final AnsibleRouting routing;

  public ActionGroups(AnsibleRouting routing) {
    this.routing = routing;
  }

  /** The fully qualified name of group {@code name} as written after {@code group/}. */
  public static String qualified(String name) {
    return name.split("\\.", -1).length >= 3 ? name : CollectionSearch.BUILTIN + "." + name;
  }

  /**
   * Whether the fully qualified group {@code fq} exists: play knows it, or {@code installed}
   * defines it.
   */
  public boolean exists(String fq, InstalledCollections installed) {
    if (routing.groups().containsKey(fq) || routing.extensions().containsKey(fq)) {
      return true;
    }
    int dot = fq.indexOf('.', fq.indexOf('.') + 1);
    if (dot < 0) {
      return false;
    }
    Map<String, Object> groups = installed.actionGroups(fq.substring(0, dot));
    return groups != null && (groups.containsKey(fq) || groups.containsKey(fq.substring(dot + 1)));
  }

  /**
   * The groups holding module {@code fqcn}, directly or through groups they extend, fully
   * qualified.
   */
  public Set<String> holding(String fqcn) {
    Set<String> out = new LinkedHashSet<>();
    Set<String> all = new LinkedHashSet<>(routing.groups().keySet());
    all.addAll(routing.extensions().keySet());
    for (String group : all) {
      if (members(group, new HashSet<>()).contains(fqcn)) {
        out.add(group);
      }
    }
    return out;
  }

  private List<String> members(String group, Set<String> seen) {
    List<String> out = new ArrayList<>();
    if (!seen.add(group)) {
      return out;
    }
    out.addAll(routing.groups().getOrDefault(group, List.of()));
    routing.extensions().getOrDefault(group, List.of()).forEach(g -> out.addAll(members(g, seen)));
    return out;
  }
}
