package dev.play.playbook;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.error.Suggest;
import dev.play.value.Maps;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Reads task lists: tasks, blocks ({@code block/rescue/always}), and static imports ({@code
 * import_tasks}, {@code import_role}, a static old {@code include}) expanded into blocks. Dynamic
 * includes stay tasks.
 */
final class TaskParser {
  private static final Set<String> IMPORT_ROLE_ARGS =
      Set.of(
          "name",
          "tasks_from",
          "vars_from",
          "defaults_from",
          "handlers_from",
          "allow_duplicates",
          "public",
          "rolespec_validate");

  private final YamlReader reader;
  private final RoleLoader roles;

  TaskParser(YamlReader reader, RoleLoader roles) {
    this.reader = reader;
    this.roles = roles;
  }

  /** A list of tasks under {@code key} (null is an empty list). */
  List<TaskNode> parseList(Object value, String key, Source at, TaskSource src) {
    if (value == null) {
      return List.of();
    }
    if (!(value instanceof List<?> list)) {
      throw PlayError.parse(
          at, "'" + key + "' must be a list of tasks, got a " + TypeNames.of(value));
    }
    List<TaskNode> out = new ArrayList<>();
    for (Object item : list) {
      out.add(parseEntry(item, src.yaml().sourceOf(list), src));
    }
    return out;
  }

  private TaskNode parseEntry(Object item, Source listAt, TaskSource src) {
    if (!(item instanceof Map<?, ?>)) {
      throw PlayError.parse(
          listAt, "a task must be a mapping, got a " + TypeNames.of(item) + ": " + item);
    }
    Map<String, Object> entry = Maps.cast(item);
    return entry.containsKey("block") ? block(entry, src) : task(entry, src);
  }

  private Block block(Map<String, Object> entry, TaskSource src) {
    Located yaml = src.yaml();
    for (String key : entry.keySet()) {
      if (!KeywordNames.BLOCK.contains(key)) {
        String why =
            KeywordNames.LOOPS.contains(key) || key.startsWith("with_")
                ? "'"
                    + key
                    + "' is not a valid attribute for a block; loop over include_tasks instead"
                : "unknown block keyword '"
                    + key
                    + "'"
                    + Suggest.didYouMean(key, KeywordNames.BLOCK);
        throw PlayError.parse(yaml.keySource(entry, key), why);
      }
    }
    return new Block(
        name(entry),
        section(entry, "block", src),
        section(entry, "rescue", src),
        section(entry, "always", src),
        KeywordsParser.parse(yaml, entry),
        yaml.sourceOf(entry),
        src.role());
  }

  private List<TaskNode> section(Map<String, Object> entry, String key, TaskSource src) {
    return parseList(entry.get(key), key, src.yaml().keySource(entry, key), src);
  }

  private TaskNode task(Map<String, Object> entry, TaskSource src) {
    Located yaml = src.yaml();
    Set<String> keywords = src.handlers() ? KeywordNames.HANDLER : KeywordNames.TASK;
    TaskAction action = ActionParser.parse(yaml, entry, keywords);
    Map<String, Object> extra = action.local() ? Map.of("delegate_to", "localhost") : Map.of();
    Keywords kw = KeywordsParser.parse(yaml, entry, Set.of(), extra);
    String module = action.action();
    if (TaskAction.is(module, "import_tasks")) {
      return importTasks(entry, action, kw, src);
    }
    if (TaskAction.is(module, "import_role")) {
      return importRole(entry, action, kw, src);
    }
    if (TaskAction.is(module, "include")) {
      return include(entry, action, kw, src);
    }
    rejectRemoved(module, yaml.sourceOf(entry));
    ModuleKeywords.refuseOnInclude(yaml, entry, module);
    // set_fact's values are data, as variables' are: their keys keep their YAML types
    Map<String, Object> args =
        TaskAction.is(module, "set_fact") ? yaml.typedValues(action.args()) : action.args();
    return new Task(
        name(entry), module, args, kw, yaml.sourceOf(entry), src.role(), action.argSources());
  }

  private static void rejectRemoved(String module, Source at) {
    if (TaskAction.is(module, "import_playbook")) {
      throw PlayError.parse(at, "'import_playbook' is only allowed as a play, not as a task");
    }
  }

  /**
   * Ansible 2.14's deprecated {@code include: FILE k=v}: its other arguments are variables of the
   * included tasks (besides {@code vars:}). It is static, as {@code import_tasks}, unless its file
   * name is a template, it loops, or it is read while the play runs (in a file of {@code
   * include_tasks} or a role of {@code include_role}): then dynamic, as {@code include_tasks},
   * keeping its action name.
   */
  private TaskNode include(
      Map<String, Object> entry, TaskAction action, Keywords kw, TaskSource src) {
    Source at = src.yaml().sourceOf(entry);
    reader.deprecated(
        "'include' is deprecated (Ansible 2.16 removes it): use include_tasks or import_tasks", at);
    Object file = action.args().get(KvArgs.RAW_PARAMS);
    Map<String, Object> vars = new LinkedHashMap<>(kw.vars());
    vars.putAll(src.yaml().typedValues(action.args()));
    vars.keySet().removeAll(Set.of(KvArgs.RAW_PARAMS, "tags", "when"));
    Keywords withArgs = kw.withVars(vars);
    boolean dynamic =
        kw.hasLoop()
            || src.scope().dynamic()
            || (file instanceof String name && (name.contains("{{") || name.contains("{%")));
    if (!dynamic) {
      return importTasks(entry, action.action(), file, withArgs, src);
    }
    Map<String, Object> args = file == null ? Map.of() : Map.of(KvArgs.RAW_PARAMS, file);
    return new Task(
        name(entry), action.action(), args, withArgs, at, src.role(), action.argSources());
  }

  private Block importTasks(
      Map<String, Object> entry, TaskAction action, Keywords kw, TaskSource src) {
    Object file = action.args().getOrDefault(KvArgs.RAW_PARAMS, action.args().get("file"));
    return importTasks(entry, action.action(), file, kw, src);
  }

  private Block importTasks(
      Map<String, Object> entry, String actionName, Object file, Keywords kw, TaskSource src) {
    Source at = src.yaml().sourceOf(entry);
    if (kw.hasLoop()) {
      throw PlayError.parse(
          at, "you cannot use loops on 'import_tasks' statements; use 'include_tasks' instead");
    }
    if (!(file instanceof String name)) {
      throw PlayError.parse(at, "'" + actionName + "' needs a file name");
    }
    Path path = resolveImport(name, src, at);
    Located yaml = reader.read(path);
    TaskSource inner = src.imported(yaml, src.chain().enter(path, at));
    List<TaskNode> tasks = parseList(yaml.single(), "tasks", yaml.sourceOf(yaml.single()), inner);
    return new Block(name(entry), tasks, null, null, kw, at, src.role());
  }

  /**
   * Relative to the importing file's directory, or in a role as Ansible searches ({@link
   * TaskFileSearch#forImport}).
   */
  private static Path resolveImport(String name, TaskSource src, Source at) {
    Set<Path> candidates = new LinkedHashSet<>();
    if (src.role() == null) {
      candidates.add(src.dir().resolve(name).normalize());
    } else {
      candidates.addAll(
          TaskFileSearch.forImport(
              src.role().path(),
              src.handlers() ? "handlers" : "tasks",
              src.dir(),
              name,
              src.scope().playbookDir()));
    }
    for (Path candidate : candidates) {
      if (Files.isRegularFile(candidate)) {
        return candidate;
      }
    }
    String tried = candidates.stream().map(Path::toString).collect(Collectors.joining(", "));
    throw PlayError.parse(at, "could not find imported file '" + name + "'; searched: " + tried);
  }

  private Block importRole(
      Map<String, Object> entry, TaskAction action, Keywords kw, TaskSource src) {
    Source at = src.yaml().sourceOf(entry);
    Map<String, Object> args = action.args();
    for (String key : args.keySet()) {
      if (!IMPORT_ROLE_ARGS.contains(key)) {
        throw PlayError.parse(
            action.argSources().getOrDefault(key, at),
            "unknown import_role argument '"
                + key
                + "'"
                + Suggest.didYouMean(key, IMPORT_ROLE_ARGS));
      }
    }
    if (!(args.get("name") instanceof String roleName)) {
      throw PlayError.parse(at, "'" + action.action() + "' needs 'name: <role>'");
    }
    Object from = args.get("tasks_from");
    RoleRef ref = new RoleRef(roleName, kw.vars(), Keywords.NONE, at);
    Path nextTo = src.role() == null ? null : src.role().path().getParent();
    RoleSite site = new RoleSite(src.scope().playbookDir(), nextTo, src.chain(), src.scope());
    LoadedRole role = roles.load(ref, site, from == null ? null : String.valueOf(from));
    src.scope().addHandlers(RoleTasks.handlers(role));
    Keywords withParent =
        src.role() == null ? kw : kw.withVars(ParentRoles.of(src.role(), kw.vars()));
    return new Block(name(entry), RoleTasks.tasks(role), null, null, withParent, at, src.role());
  }

  private static String name(Map<String, Object> entry) {
    Object name = entry.get("name");
    return name == null ? null : String.valueOf(name);
  }
}
