package dev.play.output;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The final result of each host for each task, in the order they came, and the tasks in the order
 * they first started: from these and the recap, {@link RunOutcomes} tells each task's outcome per
 * host, the problems, and which hosts did not finish. Fed by a listener's events.
 */
final class ResultLog {
  private final Set<TaskKey> started = new LinkedHashSet<>();
  private final List<FinalResult> results = new ArrayList<>();

  /** Hosts the play stopped for before its end, each with the first reason. */
  private final java.util.Map<String, String> stopped = new java.util.LinkedHashMap<>();

  private Path playbookDir;
  private String play = "";

  /** Task paths are given relative to the directory of the playbook they run in. */
  synchronized void playbookStart(Path file) {
    playbookDir = file.toAbsolutePath().normalize().getParent();
  }

  synchronized void playStart(String name) {
    play = name;
  }

  synchronized void taskStart(TaskHeader task) {
    started.add(key(task));
  }

  /** Keeps a host's final result for a task; a loop's items are in its aggregate, which is kept. */
  synchronized void add(HostResult r) {
    if (r.item() != null) {
      return;
    }
    TaskKey task = key(r.task());
    started.add(task);
    results.add(FinalResult.of(task, r));
  }

  /** The play stopped before its end for {@code hosts} ({@link RunListener#stopped}). */
  synchronized void stopped(List<String> hosts, String why) {
    hosts.forEach(h -> stopped.putIfAbsent(h, why));
  }

  /**
   * What the results mean, given the recap's counters; {@code secrets} are masked in the reasons it
   * quotes.
   */
  synchronized RunOutcomes outcomes(List<HostStats> stats, dev.play.secret.Secrets secrets) {
    return RunOutcomes.of(
        List.copyOf(started), List.copyOf(results), stats, java.util.Map.copyOf(stopped), secrets);
  }

  private TaskKey key(TaskHeader task) {
    return new TaskKey(play, task, relative(task.path()));
  }

  /**
   * {@code /abs/dir/roles/x/tasks/main.yml:3} as {@code roles/x/tasks/main.yml:3} when the playbook
   * is in {@code /abs/dir}; else relative to the working directory when the file is under it (a
   * role beside the playbooks' directory: {@code roles/x/tasks/main.yml:3} run from the project);
   * else as it is.
   */
  private String relative(String path) {
    int colon = path == null ? -1 : path.lastIndexOf(':');
    if (colon < 0) {
      return path;
    }
    Path file = Path.of(path.substring(0, colon)).normalize();
    Path cwd = Path.of("").toAbsolutePath();
    Path base =
        playbookDir != null && file.startsWith(playbookDir)
            ? playbookDir
            : file.startsWith(cwd) ? cwd : null;
    return base == null ? path : base.relativize(file) + path.substring(colon);
  }
}
