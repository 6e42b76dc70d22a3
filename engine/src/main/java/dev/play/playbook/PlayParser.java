package dev.play.playbook;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.error.Suggest;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Reads one play: checks its keywords, loads its roles (deduplicated), its task lists and its
 * handlers. {@link Play#handlers()} holds every handler of the play in Ansible's order: the roles'
 * handlers (dependencies first), the play's own, then those of imported roles.
 */
final class PlayParser {
  private static final Set<String> NOT_KEYWORDS =
      Set.of("vars", "name", "hosts", "vars_files", "vars_prompt");

  private final RoleLoader roles;
  private final Located yaml;
  private final Map<String, Object> play;
  private final ImportChain chain;

  private PlayParser(RoleLoader roles, Located yaml, Map<String, Object> play, ImportChain chain) {
    this.roles = roles;
    this.yaml = yaml;
    this.play = play;
    this.chain = chain;
  }

  static Play parse(RoleLoader roles, Located yaml, Map<String, Object> play, ImportChain chain) {
    return new PlayParser(roles, yaml, play, chain).parse();
  }

  private Play parse() {
    checkKeys();
    Path baseDir = dirOf(yaml.file());
    PlayScope scope = new PlayScope(baseDir);
    TaskSource src = new TaskSource(yaml, null, chain, scope, false);
    List<LoadedRole> loadedRoles = roles(new RoleSite(baseDir, null, chain, scope));
    List<TaskNode> preTasks = tasks("pre_tasks", src);
    List<TaskNode> tasks = tasks("tasks", src);
    List<TaskNode> postTasks = tasks("post_tasks", src);
    List<TaskNode> handlers = new ArrayList<>();
    loadedRoles.forEach(role -> handlers.addAll(RoleTasks.handlers(role)));
    handlers.addAll(tasks("handlers", new TaskSource(yaml, null, chain, scope, true)));
    handlers.addAll(scope.importedHandlers());
    return new Play(
        string("name"),
        hosts(),
        KeywordsParser.vars(yaml, play, "vars"),
        varsFiles(),
        play.get("gather_facts"),
        play.get("gather_subset"),
        KeywordsParser.parse(yaml, play, NOT_KEYWORDS, Map.of()),
        preTasks,
        loadedRoles,
        tasks,
        postTasks,
        handlers,
        play.get("any_errors_fatal"),
        play.get("max_fail_percentage"),
        play.get("serial"),
        play.get("force_handlers"),
        string("strategy"),
        baseDir,
        yaml.sourceOf(play),
        VarPromptParser.parse(yaml, play),
        play.containsKey("hosts") ? at("hosts") : null);
  }

  static Path dirOf(Path file) {
    Path parent = file.getParent();
    return parent == null ? Path.of("") : parent;
  }

  private void checkKeys() {
    for (String key : play.keySet()) {
      if (key.equals("include") || key.equals("ansible.builtin.include")) {
        throw PlayError.parse(
            at(key),
            "'"
                + key
                + "' of a playbook is not supported (nor by Ansible 2.14):"
                + " use 'import_playbook'");
      }
      if (!KeywordNames.PLAY.contains(key)) {
        throw PlayError.parse(
            at(key),
            "unknown play keyword '" + key + "'" + Suggest.didYouMean(key, KeywordNames.PLAY));
      }
    }
  }

  private Source at(String key) {
    return yaml.keySource(play, key);
  }

  private String string(String key) {
    Object value = play.get(key);
    return value == null ? null : String.valueOf(value);
  }

  private String hosts() {
    Object hosts = play.get("hosts");
    if (hosts instanceof List<?> list && !list.isEmpty()) {
      return list.stream().map(String::valueOf).collect(Collectors.joining(":"));
    }
    if (hosts == null
        || hosts instanceof List<?>
        || hosts instanceof Map<?, ?>
        || hosts.toString().isBlank()) {
      Source where = play.containsKey("hosts") ? at("hosts") : yaml.sourceOf(play);
      throw PlayError.parse(where, "the play needs 'hosts:' (a host pattern such as 'all')");
    }
    return hosts.toString();
  }

  private List<String> varsFiles() {
    Object value = play.get("vars_files");
    if (value == null) {
      return List.of();
    }
    List<?> items = value instanceof List<?> list ? list : List.of(value);
    for (Object item : items) {
      if (!(item instanceof String)) {
        throw PlayError.parse(
            at("vars_files"),
            "'vars_files' must be a list of file names, got a " + TypeNames.of(item));
      }
    }
    return items.stream().map(String::valueOf).toList();
  }

  private List<TaskNode> tasks(String key, TaskSource src) {
    return roles.taskParser().parseList(play.get(key), key, at(key), src);
  }

  private List<LoadedRole> roles(RoleSite site) {
    Object value = play.get("roles");
    if (value == null) {
      return List.of();
    }
    if (!(value instanceof List<?> list)) {
      throw PlayError.parse(at("roles"), "'roles' must be a list, got a " + TypeNames.of(value));
    }
    List<LoadedRole> out = new ArrayList<>();
    for (Object entry : list) {
      RoleRef ref = RoleRefParser.parse(yaml, entry, yaml.sourceOf(list));
      roles.loadOnce(ref, site).ifPresent(out::add);
    }
    return out;
  }
}
