package dev.play.module;

import dev.play.connection.ConnectionException;
import java.util.Map;

/** One step of a plan: described for output, applied through the module context. */
public interface Change {
  /** Short human description, e.g. {@code write /etc/exports (mode 0644)}. */
  String describe();

  /** Applies the step; returns result fields to merge (e.g. {@code rc}, {@code stdout}). */
  Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException;

  /**
   * Directories this step creates (with their parents). In check mode nothing is created, so later
   * tasks ask {@link ModuleContext#directoryPlanned} to plan as if they existed.
   */
  default java.util.List<String> createsDirectories() {
    return java.util.List.of();
  }

  /**
   * Other things this step creates, named {@code kind:name} ({@code group:mlops}, {@code
   * user:mlops}); in check mode later tasks plan as if they existed ({@link
   * ModuleContext#planned}).
   */
  default java.util.List<String> creates() {
    return java.util.List.of();
  }

  /**
   * The file this step writes whole, with its content, when it writes one (see {@link
   * PlannedFile}).
   */
  default java.util.Optional<PlannedFile> writes() {
    return java.util.Optional.empty();
  }

  /** Files this step creates or replaces; in check mode later tasks see them as present. */
  default java.util.List<String> createsFiles() {
    return java.util.List.of();
  }
}
