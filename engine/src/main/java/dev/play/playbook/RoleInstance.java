package dev.play.playbook;

import dev.play.value.Values;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * One use of a role in a play: its directory, defaults, vars, parameters and argument spec. Tasks
 * loaded from the role point at it; the engine takes the role's variable layers, its {@code files/}
 * and {@code templates/} search paths, and {@code role_path} from here.
 *
 * @param name the role's directory name; {@code NS.COLL.ROLE} for a role of an installed collection
 * @param params role parameters given where the role is used ({@code roles: [{role: x, a: 1}]})
 * @param argumentSpec the {@code main} entry point of {@code meta/argument_specs.yml}, or null
 * @param collections where its tasks look for short module names ({@link CollectionSearch#ofRole}):
 *     not its play's list
 */
public record RoleInstance(
    String name,
    Path path,
    Map<String, Object> defaults,
    Map<String, Object> vars,
    Map<String, Object> params,
    RoleArgumentSpec argumentSpec,
    List<String> collections) {
  public RoleInstance {
    collections = List.copyOf(collections);
    defaults = Values.frozenMap(defaults);
    vars = Values.frozenMap(vars);
    params = Values.frozenMap(params);
  }
}
