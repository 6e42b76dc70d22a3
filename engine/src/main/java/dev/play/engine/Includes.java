package dev.play.engine;

import dev.play.output.HostResult;
import dev.play.output.ResultDisplay;
import dev.play.output.Status;
import dev.play.output.TaskHeader;
import dev.play.playbook.Keywords;
import dev.play.playbook.LoadedRole;
import dev.play.playbook.ParentRoles;
import dev.play.playbook.Task;
import dev.play.playbook.TaskFileSearch;
import dev.play.playbook.TaskNode;
import dev.play.vars.Scope;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Dynamic {@code include_tasks} and {@code include_role}: evaluated per host (its {@code when},
 * loop and file name apply to the include itself), then hosts that include the same thing run it
 * together. Tags and conditions of the include do not pass to the included tasks.
 */
final class Includes {
  /** Hosts that include the same file or role, each with its own loop variables. */
  private record Group(
      String target, List<HostState> hosts, Map<String, Map<String, Object>> vars) {}

  /**
   * Includes within includes, at most: a file that includes itself ends here, not in a stack
   * overflow.
   */
  static final int MAX_DEPTH = 64;

  private final RunContext run;
  private final PlayFrame frame;
  private final TaskWalker walker;
  private final Scopes scopes;
  private final TaskRunner runner;

  /**
   * The includes being run, innermost first: per thread, as strategy free runs each host on its
   * own.
   */
  private final ThreadLocal<java.util.ArrayDeque<String>> opened =
      ThreadLocal.withInitial(java.util.ArrayDeque::new);

  Includes(RunContext run, PlayFrame frame, TaskWalker walker, TaskRunner runner) {
    this.run = run;
    this.frame = frame;
    this.walker = walker;
    this.runner = runner;
    this.scopes = new Scopes(run);
  }

  /**
   * {@code include_tasks}: its TASK header, then for each file (and loop item) an {@code included:}
   * line and the file's tasks; each host a file is included for counts one ok, as in Ansible's
   * recap.
   */
  void tasks(Task task, List<HostState> hosts, Inherited inh, Inherited parent) {
    run.listener().taskStart(header(task));
    for (Group g : groups(task, hosts, inh, "file")) {
      Path file = resolve(task, g.target());
      List<TaskNode> nodes;
      try {
        nodes = run.loader().loadTasks(file, task.role());
      } catch (dev.play.error.PlayError e) {
        failAll(task, g.hosts(), e.render());
        continue;
      }
      run.listener()
          .included(
              file.toString(),
              g.hosts().stream().map(HostState::name).toList(),
              itemLabel(task, inh, g));
      g.hosts().forEach(h -> h.count(Status.OK, false));
      nested(
          task,
          g.hosts(),
          file.toString(),
          () -> walker.runAll(nodes, g.hosts(), inner(task, parent, g)));
    }
  }

  /** Runs {@code body} one include deeper, or fails the hosts when includes are nested too deep. */
  private void nested(Task task, List<HostState> hosts, String name, Runnable body) {
    java.util.ArrayDeque<String> open = opened.get();
    if (open.size() >= MAX_DEPTH) {
      List<String> last = open.reversed().stream().skip(open.size() - 3).toList();
      failAll(
          task,
          hosts,
          "includes nested more than "
              + MAX_DEPTH
              + " deep (does something include itself?): ... -> "
              + String.join(" -> ", last)
              + " -> "
              + name);
      return;
    }
    open.push(name);
    try {
      body.run();
    } finally {
      open.pop();
    }
  }

  /**
   * {@code include_role}: its TASK header ({@code include_role : NAME} unless named), then the
   * role's tasks.
   */
  void role(Task task, List<HostState> hosts, Inherited inh, Inherited parent, Handlers handlers) {
    run.listener().taskStart(header(task));
    for (Group g : groups(task, hosts, inh, "name")) {
      LoadedRole role;
      try {
        Object from = task.args().get("tasks_from");
        role =
            run.loader()
                .loadRole(
                    g.target(),
                    Map.of(),
                    from == null ? null : String.valueOf(from),
                    frame.play().baseDir(),
                    task.source());
      } catch (dev.play.error.PlayError e) {
        failAll(task, g.hosts(), e.render());
        continue;
      }
      handlers.add(role);
      run.filterPlugins()
          .searchFrom(role.instance().path()); // its filter_plugins/, as Ansible adds them
      LoadedRole r = role;
      nested(
          task,
          g.hosts(),
          "role " + g.target(),
          () -> walker.runRole(r, g.hosts(), inner(task, parent, g)));
    }
  }

  /**
   * The included tasks see the include's vars and loop item, not its when or tags; a role included
   * from a role sees that role in {@code ansible_parent_role_names} ({@link ParentRoles}).
   */
  private Inherited inner(Task task, Inherited parent, Group g) {
    Map<String, Object> vars = task.keywords().vars();
    Keywords varsOnly =
        Keywords.ofVars(
            task.action().endsWith("include_role") ? ParentRoles.of(task.role(), vars) : vars);
    return parent.child(varsOnly, null, task.source()).withHostVars(g.vars());
  }

  private List<Group> groups(Task task, List<HostState> hosts, Inherited inh, String targetArg) {
    Map<String, Group> groups = new LinkedHashMap<>();
    for (HostState h : hosts) {
      try {
        for (Map<String, Object> loopVars : loopVars(task, h, inh)) {
          Scope scope = scopes.forTask(h, frame, inh, loopVars);
          if (run.conditions().firstUnmet(inh, scope) != null) {
            report(task, h, TaskRunner.skipped("include condition"));
            continue;
          }
          String target = String.valueOf(run.templater().render(targetOf(task, targetArg), scope));
          String key = target + "#" + loopVars.getOrDefault("ansible_loop", "");
          Group g =
              groups.computeIfAbsent(
                  key, k -> new Group(target, new ArrayList<>(), new LinkedHashMap<>()));
          g.hosts().add(h);
          g.vars().put(h.name(), loopVars);
        }
      } catch (TaskFailure | RuntimeException e) {
        failAll(
            task,
            List.of(h),
            e.getMessage() + " in task '" + task.displayName() + "' at " + task.source());
      }
    }
    return List.copyOf(groups.values());
  }

  private List<Map<String, Object>> loopVars(Task task, HostState h, Inherited inh)
      throws TaskFailure {
    Keywords kw = task.keywords();
    if (!kw.hasLoop()) {
      return List.of(Map.of());
    }
    Scope scope = scopes.forTask(h, frame, inh, Map.of());
    List<Object> items;
    try {
      items = LoopItems.items(task, run.templater(), scopes.lookups(frame, inh, scope));
    } catch (dev.play.vars.UndefinedVariableException e) {
      report(
          task,
          h,
          TaskRunner.skipped(UndefinedLoop.unmetCondition(run.conditions(), inh, scope, e)));
      return List.of();
    }
    List<Map<String, Object>> out = new ArrayList<>();
    for (int i = 0; i < items.size(); i++) {
      Map<String, Object> vars = new LinkedHashMap<>();
      vars.put(kw.loopControl().loopVar(), items.get(i));
      vars.put("ansible_loop", LoopItems.loopInfo(items, i));
      if (kw.loopControl().indexVar() != null) {
        vars.put(kw.loopControl().indexVar(), i);
      }
      out.add(vars);
    }
    return out;
  }

  private static Object targetOf(Task task, String arg) {
    Object v = task.args().get(arg);
    return v != null ? v : task.args().get("_raw_params");
  }

  /**
   * In a role, as Ansible searches ({@link TaskFileSearch#forInclude}: the role's {@code tasks/},
   * the role, the playbook directory, then the including file's directory); elsewhere relative to
   * the including file, then the playbook directory.
   */
  private Path resolve(Task task, String name) {
    Path p = Path.of(name);
    if (p.isAbsolute()) {
      return p;
    }
    Path dir = Path.of(task.source().file()).toAbsolutePath().getParent();
    if (task.role() != null && dir != null) {
      return TaskFileSearch.first(
          TaskFileSearch.forInclude(
              task.role().path(), "tasks", dir, name, frame.play().baseDir()));
    }
    List<Path> candidates = new ArrayList<>();
    if (dir != null) {
      candidates.add(dir.resolve(name));
    }
    candidates.add(frame.play().baseDir().resolve(name));
    return candidates.stream().filter(Files::exists).findFirst().orElse(candidates.get(0));
  }

  private static TaskHeader header(Task task) {
    return new TaskHeader(
            TaskHeader.Kind.TASK, TaskWalker.roleName(task), includeName(task), task.action())
        .at(task.source());
  }

  /** Ansible's name for an unnamed include_role task: {@code include_role : NAME}. */
  private static String includeName(Task task) {
    Object role = task.args().get("name");
    boolean unnamedRole =
        task.name() == null && role != null && task.action().endsWith("include_role");
    return unnamedRole ? task.action() + " : " + role : task.displayName();
  }

  /**
   * The loop item an included file is for, as {@code included: FILE for HOSTS => (item=ITEM)} names
   * it: labelled as a task's items are ({@code loop_control.label}, no_log), on the group's first
   * host.
   */
  private String itemLabel(Task task, Inherited inh, Group g) {
    if (!task.keywords().hasLoop() || g.hosts().isEmpty()) {
      return null;
    }
    HostState first = g.hosts().get(0);
    Map<String, Object> loopVars = g.vars().get(first.name());
    return runner.label(
        task, first, frame, inh, loopVars, loopVars.get(task.keywords().loopControl().loopVar()));
  }

  private void report(Task task, HostState h, Outcome o) {
    h.count(o);
    run.listener()
        .hostResult(
            new HostResult(
                h.name(),
                header(task),
                o.status(),
                null,
                o.result(),
                List.of(),
                List.of(),
                null,
                false,
                false,
                ResultDisplay.ON_VERBOSE,
                null));
  }

  private void failAll(Task task, List<HostState> hosts, String message) {
    TaskHeader header = header(task);
    for (HostState h : hosts) {
      Map<String, Object> r = new LinkedHashMap<>();
      r.put("changed", false);
      r.put("failed", true);
      r.put("msg", message);
      h.count(Status.FAILED, false);
      h.failed(FailedTask.of(task, header, r));
      run.listener()
          .hostResult(
              new HostResult(
                  h.name(),
                  header,
                  Status.FAILED,
                  null,
                  r,
                  List.of(),
                  List.of(),
                  null,
                  false,
                  false,
                  ResultDisplay.ON_VERBOSE,
                  null));
    }
  }
}
