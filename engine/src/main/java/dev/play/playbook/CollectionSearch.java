package dev.play.playbook;

import java.util.ArrayList;
import java.util.List;

/**
 * The collections a short module or action name is looked for in, as ansible-core 2.14 builds the
 * list ({@code playbook/collectionsearch.py}, {@code Role._load_role_data}): the {@code
 * collections} keyword's names in order, then {@code ansible.legacy} unless {@code ansible.builtin}
 * or {@code ansible.legacy} is listed. A role does not inherit its play's list: it searches its own
 * collection (a collection's role), then those of its {@code meta/main.yml}, then {@code
 * ansible.builtin} (a collection's role) or {@code ansible.legacy}. An empty list means the legacy
 * search alone.
 */
public final class CollectionSearch {
  /** The keyword. */
  public static final String KEYWORD = "collections";

  /** ansible-core's own plugins. */
  public static final String BUILTIN = "ansible.builtin";

  /** The plugins found as before collections: {@code library/} paths, then ansible-core's own. */
  public static final String LEGACY = "ansible.legacy";

  private CollectionSearch() {}

  /** The list for the keyword's names as written. */
  static List<String> ofKeyword(List<String> names) {
    return completed(new ArrayList<>(names), LEGACY);
  }

  /**
   * The list of a role: {@code collection} (the one it belongs to, or null) first, then the
   * collections of its {@code meta/main.yml}.
   */
  static List<String> ofRole(String collection, List<String> meta) {
    List<String> names = new ArrayList<>();
    if (collection != null) {
      names.add(collection);
    }
    meta.stream().filter(c -> !names.contains(c)).forEach(names::add);
    return completed(names, collection != null ? BUILTIN : LEGACY);
  }

  /** The search list a task's inherited {@code collections} value gives (none: empty). */
  public static List<String> of(Object value) {
    return value instanceof List<?> list ? list.stream().map(String::valueOf).toList() : List.of();
  }

  private static List<String> completed(List<String> names, String last) {
    if (!names.isEmpty() && !names.contains(BUILTIN) && !names.contains(LEGACY)) {
      names.add(last);
    }
    return List.copyOf(names);
  }
}
