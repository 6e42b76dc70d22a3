package dev.play.playbook;

import dev.play.error.Source;
import dev.play.value.Values;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * One play. {@code hosts} is a host pattern (a YAML list is joined with ':'). {@code keywords}
 * holds play-level inheritable keywords (become*, tags, no_log, check_mode, diff, vars is in {@code
 * vars}). Roles are listed in order (a role used again with the same parameters is dropped unless
 * it allows duplicates). {@code handlers} already holds every handler of the play, in Ansible's
 * order: the roles' handlers (dependencies first), the play's own, then those of roles imported
 * with {@code import_role}; do not add {@link LoadedRole#handlers()} again. {@code gatherSubset} is
 * the play's {@code gather_subset} (null: all). {@code hosts} and {@code name} may hold templates,
 * rendered when the play starts ({@code hostsSource}: where {@code hosts} is written).
 */
public record Play(
    String name,
    String hosts,
    Map<String, Object> vars,
    List<String> varsFiles,
    Object gatherFacts,
    Object gatherSubset,
    Keywords keywords,
    List<TaskNode> preTasks,
    List<LoadedRole> roles,
    List<TaskNode> tasks,
    List<TaskNode> postTasks,
    List<TaskNode> handlers,
    Object anyErrorsFatal,
    Object maxFailPercentage,
    Object serial,
    Object forceHandlers,
    String strategy,
    Path baseDir,
    Source source,
    List<VarPrompt> varPrompts,
    Source hostsSource) {
  public Play {
    vars = Values.frozenMap(vars);
    varsFiles = varsFiles == null ? List.of() : List.copyOf(varsFiles);
    keywords = keywords == null ? Keywords.NONE : keywords;
    preTasks = preTasks == null ? List.of() : List.copyOf(preTasks);
    roles = roles == null ? List.of() : List.copyOf(roles);
    tasks = tasks == null ? List.of() : List.copyOf(tasks);
    postTasks = postTasks == null ? List.of() : List.copyOf(postTasks);
    handlers = handlers == null ? List.of() : List.copyOf(handlers);
    varPrompts = varPrompts == null ? List.of() : List.copyOf(varPrompts);
    hostsSource = hostsSource == null ? source : hostsSource;
  }

  /** The name shown in the PLAY header: the name, else the host pattern. */
  public String displayName() {
    return name != null ? name : hosts;
  }
}
