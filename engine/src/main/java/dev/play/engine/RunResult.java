package dev.play.engine;

import dev.play.output.HostStats;
import java.util.List;

/** The recap of a run and the exit code it maps to (ansible-playbook's codes). */
public record RunResult(List<HostStats> stats, boolean interrupted) {
  public static final int OK = 0;
  public static final int HOST_FAILED = 2;
  public static final int HOST_UNREACHABLE = 3;
  public static final int INTERRUPTED = 99;

  public RunResult {
    stats = List.copyOf(stats);
  }

  /** 99 interrupted; 2 when a host failed; 3 when a host was only unreachable; else 0. */
  public int exitCode() {
    if (interrupted) {
      return INTERRUPTED;
    }
    if (stats.stream().anyMatch(s -> s.failed() > 0)) {
      return HOST_FAILED;
    }
    if (stats.stream().anyMatch(s -> s.unreachable() > 0)) {
      return HOST_UNREACHABLE;
    }
    return OK;
  }
}
