package dev.play.playbook;

import dev.play.error.PlayError;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Loads a role for one use: finds its directory, reads defaults, vars, meta (dependencies first,
 * recursively) and argument specs, then its tasks and handlers, each pointing at the role.
 */
final class RoleLoader {
  private final RoleFinder finder;
  private final YamlReader reader;
  private final TaskParser tasks;

  RoleLoader(RoleFinder finder, YamlReader reader) {
    this.finder = finder;
    this.reader = reader;
    this.tasks = new TaskParser(reader, this);
  }

  TaskParser taskParser() {
    return tasks;
  }

  /**
   * A {@code roles:} entry or dependency: empty when the play already uses this role with the same
   * parameters and the role does not allow duplicates.
   */
  Optional<LoadedRole> loadOnce(RoleRef ref, RoleSite site) {
    Path dir = finder.find(ref.name(), site.playbookDir(), site.nextTo(), ref.source());
    PlayScope.RoleKey key = new PlayScope.RoleKey(dir, "main", useParams(ref));
    if (site.scope().isDuplicate(key)) {
      return Optional.empty();
    }
    RoleMeta meta = RoleMeta.read(reader, dir);
    LoadedRole loaded = load(ref, dir, meta, site, null);
    site.scope().recordUse(key, meta.allowDuplicates());
    return Optional.of(loaded);
  }

  /** A role use that always loads ({@code import_role}, {@code include_role}). */
  LoadedRole load(RoleRef ref, RoleSite site, String tasksFrom) {
    Path dir = finder.find(ref.name(), site.playbookDir(), site.nextTo(), ref.source());
    return load(ref, dir, RoleMeta.read(reader, dir), site, tasksFrom);
  }

  private LoadedRole load(RoleRef ref, Path dir, RoleMeta meta, RoleSite site, String tasksFrom) {
    ImportChain chain = site.chain().enter(dir, ref.source());
    String entryPoint = tasksFrom == null ? "main" : entryPoint(tasksFrom);
    String collection = collectionOf(dir);
    RoleInstance instance =
        new RoleInstance(
            collection == null ? RoleFiles.name(dir) : collection + "." + RoleFiles.name(dir),
            dir,
            RoleFiles.vars(reader, dir, "defaults"),
            RoleFiles.vars(reader, dir, "vars"),
            ref.params(),
            meta.specs().get(entryPoint),
            CollectionSearch.ofRole(collection, meta.collections()));
    RoleSite inner = new RoleSite(site.playbookDir(), dir.getParent(), chain, site.scope());
    List<LoadedRole> deps = new ArrayList<>();
    for (RoleRef dep : meta.dependencies()) {
      loadOnce(dep, inner).ifPresent(deps::add);
    }
    return new LoadedRole(
        instance,
        taskFile(instance, tasksFrom, inner, false, ref),
        taskFile(instance, null, inner, true, ref),
        deps,
        entryKeywords(ref));
  }

  /** {@code NS.COLL} for a role in {@code ansible_collections/NS/COLL/roles/ROLE}, else null. */
  private static String collectionOf(Path dir) {
    Path abs = dir.toAbsolutePath().normalize();
    int n = abs.getNameCount();
    boolean inCollection =
        n >= 5
            && abs.getName(n - 2).toString().equals("roles")
            && abs.getName(n - 5).toString().equals("ansible_collections");
    return inCollection ? abs.getName(n - 4) + "." + abs.getName(n - 3) : null;
  }

  /**
   * The keywords of a role's use, but {@code collections}: as in Ansible, a role's tasks search the
   * role's own collections ({@link RoleInstance#collections}), whatever its use says; play warns.
   */
  private Keywords entryKeywords(RoleRef ref) {
    Keywords kw = ref.keywords();
    if (kw.other(CollectionSearch.KEYWORD) == null) {
      return kw;
    }
    reader.warning(
        "'collections' on a role's use does not reach the role's tasks, as in Ansible: list the"
            + " collections in the role's meta/main.yml (role '"
            + ref.name()
            + "' at "
            + ref.source()
            + ")");
    Map<String, Object> other = new java.util.LinkedHashMap<>(kw.other());
    other.remove(CollectionSearch.KEYWORD);
    return kw.withOther(other);
  }

  /** {@code tasks/<tasksFrom or main>} or {@code handlers/main}; a missing main file is empty. */
  private List<TaskNode> taskFile(
      RoleInstance role, String from, RoleSite site, boolean handlers, RoleRef ref) {
    String sub = handlers ? "handlers" : "tasks";
    String name = from == null ? "main" : from;
    Optional<Path> file = RoleFiles.find(role.path(), sub, name);
    if (file.isEmpty()) {
      if (from == null) {
        return List.of();
      }
      String tried =
          RoleFiles.tried(role.path(), sub, name).stream()
              .map(Path::toString)
              .collect(Collectors.joining(", "));
      throw PlayError.parse(
          ref.source(),
          "role '" + role.name() + "' has no tasks file '" + from + "'; searched: " + tried);
    }
    Located yaml = reader.read(file.get());
    ImportChain chain = site.chain().enter(file.get(), yaml.sourceOf(null));
    TaskSource source = new TaskSource(yaml, role, chain, site.scope(), handlers);
    return tasks.parseList(yaml.single(), sub, yaml.sourceOf(yaml.single()), source);
  }

  private static Map<String, Object> useParams(RoleRef ref) {
    if (ref.keywords().vars().isEmpty()) {
      return ref.params();
    }
    Map<String, Object> all = new java.util.LinkedHashMap<>(ref.params());
    all.put("vars", ref.keywords().vars());
    return all;
  }

  /**
   * The argument spec entry point of {@code tasks_from}: its base name as written, as ansible-core
   * 2.14 takes it ({@code tasks_from: setup.yml} looks up {@code setup.yml}, not {@code setup}).
   */
  static String entryPoint(String tasksFrom) {
    int slash = tasksFrom.lastIndexOf('/');
    return slash < 0 ? tasksFrom : tasksFrom.substring(slash + 1);
  }
}
