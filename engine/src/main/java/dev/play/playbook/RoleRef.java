package dev.play.playbook;

import dev.play.error.Source;
import dev.play.value.Values;
import java.util.Map;

/**
 * A role named where it is used ({@code roles:}, {@code dependencies:}, {@code import_role}): the
 * name or path as written, its parameters, the keywords of that use, and its position.
 */
record RoleRef(String name, Map<String, Object> params, Keywords keywords, Source source) {
  RoleRef {
    params = Values.frozenMap(params);
    keywords = keywords == null ? Keywords.NONE : keywords;
  }
}
