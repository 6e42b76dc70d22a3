package dev.play.playbook;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.value.Maps;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads one entry of {@code roles:} or {@code dependencies:}: a role name, or a mapping with {@code
 * role:} (or {@code name:}), keywords ({@code vars}, {@code tags}, {@code when}, {@code become}...)
 * and any other key as a role parameter.
 */
final class RoleRefParser {
  private RoleRefParser() {}

  static RoleRef parse(Located yaml, Object entry, Source listAt) {
    if (entry instanceof String name) {
      return new RoleRef(name, Map.of(), Keywords.NONE, listAt);
    }
    if (!(entry instanceof Map<?, ?>)) {
      throw PlayError.parse(
          listAt, "a role entry must be a role name or a mapping, got a " + TypeNames.of(entry));
    }
    Map<String, Object> map = Maps.cast(entry);
    Source at = yaml.sourceOf(map);
    Object name = map.containsKey("role") ? map.get("role") : map.get("name");
    if (!(name instanceof String roleName) || roleName.isBlank()) {
      throw PlayError.parse(at, "a role entry needs 'role: <name>' (or 'name: <name>')");
    }
    Map<String, Object> params = new LinkedHashMap<>(yaml.typedValues(map));
    params.keySet().removeAll(KeywordNames.ROLE_ENTRY);
    return new RoleRef(roleName, params, KeywordsParser.parse(yaml, map), at);
  }
}
