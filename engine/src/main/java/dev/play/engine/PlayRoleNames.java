package dev.play.engine;

import dev.play.playbook.LoadedRole;
import dev.play.playbook.Play;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The magic variables naming a play's roles, as Ansible's {@code VariableManager} sets them from
 * the play's {@code roles:}: {@code ansible_play_role_names} (and the old {@code role_names}) those
 * listed, {@code ansible_dependent_role_names} their {@code meta/main.yml} dependencies (at any
 * depth), {@code ansible_role_names} both. Each name once.
 */
final class PlayRoleNames {
  private PlayRoleNames() {}

  static void put(Play play, Map<String, Object> m) {
    List<String> listed =
        new ArrayList<>(
            new LinkedHashSet<>(play.roles().stream().map(r -> r.instance().name()).toList()));
    Set<String> dependencies = new LinkedHashSet<>();
    play.roles().forEach(r -> r.dependencies().forEach(d -> collect(d, dependencies)));
    Set<String> all = new LinkedHashSet<>(dependencies);
    all.addAll(listed);
    m.put("ansible_role_names", List.copyOf(all));
    m.put("ansible_play_role_names", List.copyOf(listed));
    m.put("ansible_dependent_role_names", List.copyOf(dependencies));
    m.put("role_names", List.copyOf(listed));
  }

  private static void collect(LoadedRole role, Set<String> out) {
    out.add(role.instance().name());
    role.dependencies().forEach(d -> collect(d, out));
  }
}
