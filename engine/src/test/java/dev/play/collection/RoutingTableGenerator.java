package dev.play.collection;

import dev.play.playbook.YamlFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Writes the lines of {@link AnsibleRouting}'s table from the runtime files of an installed
 * ansible-core and its collections ({@code SITE/ansible/config/ansible_builtin_runtime.yml}, {@code
 * SITE/ansible_collections/NS/COLL/meta/runtime.yml}): every redirect whose chain ends at one of
 * play's native plugins (for action plugins: a native module that is one), the native modules that
 * are action plugins, and every action group holding a native module (directly or through the
 * groups it extends), its members resolved as {@code Base._resolve_group} resolves them.
 */
final class RoutingTableGenerator {
  private final Map<String, Map<String, Object>> runtimes = new TreeMap<>();
  private final Map<String, Set<String>> natives;

  /**
   * @param natives the fully qualified names of play's plugins, by type ({@code modules}, {@code
   *     action}: those of the modules that are action plugins here, {@code lookup})
   */
  RoutingTableGenerator(Path site, Map<String, Set<String>> natives) {
    this.natives = natives;
    runtimes.put(
        "ansible.builtin", read(site.resolve("ansible/config/ansible_builtin_runtime.yml")));
    try (Stream<Path> files = Files.walk(site.resolve("ansible_collections"), 4)) {
      files
          .filter(f -> f.endsWith(Path.of("meta/runtime.yml")))
          .sorted()
          .forEach(
              f -> {
                Path coll = f.getParent().getParent();
                runtimes.put(coll.getParent().getFileName() + "." + coll.getFileName(), read(f));
              });
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The generated lines: redirects by type and name, action plugins, then groups and extensions by
   * name.
   */
  List<String> lines() {
    List<String> out = new ArrayList<>();
    natives.get("action").forEach(a -> out.add("action " + a));
    for (String type : natives.keySet()) {
      Map<String, String> redirects = redirects(type);
      redirects.forEach(
          (name, target) -> {
            if (natives.get(type).contains(follow(redirects, name))) {
              out.add("redirect " + type + " " + name + " " + target);
            }
          });
    }
    Map<String, List<String>> members = new TreeMap<>();
    Map<String, List<String>> extend = new TreeMap<>();
    groups(members, extend);
    members.forEach(
        (g, m) -> {
          List<String> mine = m.stream().filter(natives.get("modules")::contains).toList();
          if (!mine.isEmpty()) {
            out.add("group " + g + " " + String.join(" ", mine));
          }
        });
    extend.forEach(
        (g, others) -> {
          if (others.stream().anyMatch(o -> holdsNative(o, members, extend, new HashSet<>()))) {
            out.add("extend " + g + " " + String.join(" ", others));
          }
        });
    return out;
  }

  private boolean holdsNative(
      String group,
      Map<String, List<String>> members,
      Map<String, List<String>> extend,
      Set<String> seen) {
    if (!seen.add(group)) {
      return false;
    }
    return members.getOrDefault(group, List.of()).stream()
            .anyMatch(natives.get("modules")::contains)
        || extend.getOrDefault(group, List.of()).stream()
            .anyMatch(o -> holdsNative(o, members, extend, seen));
  }

  /** Every redirect of {@code type}, fully qualified, sorted. */
  private Map<String, String> redirects(String type) {
    Map<String, String> out = new TreeMap<>();
    runtimes.forEach(
        (coll, runtime) ->
            Maps.of(Maps.of(runtime.get("plugin_routing")).get(type))
                .forEach(
                    (name, entry) -> {
                      if (Maps.of(entry).get("redirect") instanceof String target) {
                        out.put(coll + "." + name, target);
                      }
                    }));
    return out;
  }

  private static String follow(Map<String, String> redirects, String name) {
    Set<String> seen = new HashSet<>();
    String at = name;
    while (redirects.containsKey(at) && seen.add(at)) {
      at = redirects.get(at);
    }
    return at;
  }

  private void groups(Map<String, List<String>> members, Map<String, List<String>> extend) {
    Map<String, String> redirects = redirects("modules");
    runtimes.forEach(
        (coll, runtime) ->
            Maps.of(runtime.get("action_groups"))
                .forEach(
                    (name, value) -> {
                      String group = name.split("\\.").length >= 3 ? name : coll + "." + name;
                      List<String> resolved = new ArrayList<>();
                      for (Object action : value instanceof List<?> l ? l : List.of()) {
                        if (action instanceof String a) {
                          resolved.add(
                              follow(redirects, a.split("\\.").length >= 3 ? a : coll + "." + a));
                        } else {
                          Object others =
                              Maps.of(Maps.of(action).get("metadata")).get("extend_group");
                          List<?> list =
                              others instanceof List<?> l
                                  ? l
                                  : others == null ? List.of() : List.of(others);
                          extend.put(
                              group,
                              list.stream()
                                  .map(String::valueOf)
                                  .map(o -> o.split("\\.").length >= 3 ? o : coll + "." + o)
                                  .toList());
                        }
                      }
                      members.put(group, resolved);
                    }));
  }

  private static Map<String, Object> read(Path file) {
    return Maps.of(YamlFiles.read(file, dev.play.vault.VaultContext.none()).single());
  }

  /**
   * The native plugins by type, the modules' action plugins among those installed in {@code site}.
   */
  static Map<String, Set<String>> byType(Path site, Set<String> modules, Set<String> lookups) {
    Catalog actions =
        new InstalledCollections(List.of(site.resolve("ansible_collections"))).plugins("action");
    Map<String, Set<String>> out = new LinkedHashMap<>();
    out.put("modules", modules);
    out.put(
        "action",
        modules.stream().filter(actions::has).collect(Collectors.toCollection(TreeSet::new)));
    out.put("lookup", lookups);
    return out;
  }
}
