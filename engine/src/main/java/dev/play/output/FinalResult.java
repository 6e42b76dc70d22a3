package dev.play.output;

/**
 * One host's final result for one run of a task (a loop's aggregate, not its items), as the recap
 * counts it: what the summary JSON's task table and problem list are made of.
 *
 * @param task the task, in its play
 * @param msg the result's {@code msg} when it failed or the host was unreachable (what the problem
 *     list says; a fleet's other results are not kept), else null; for a loop, its first failed or
 *     unreachable item's (the aggregate's own says only "One or more items failed", or "All items
 *     completed" when the host was lost midway, as Ansible words it)
 */
record FinalResult(TaskKey task, String host, Status status, boolean ignored, String msg) {
  static FinalResult of(TaskKey task, HostResult r) {
    boolean problem = r.status() == Status.FAILED || r.status() == Status.UNREACHABLE;
    return new FinalResult(
        task, r.host(), r.status(), r.ignored(), problem ? problemMessage(r.result()) : null);
  }

  /** Why a result is a problem: its {@code msg}, or for a loop its first problem item's. */
  static String problemMessage(java.util.Map<String, Object> result) {
    if (result.get("results") instanceof java.util.List<?> items) {
      for (Object item : items) {
        if (item instanceof java.util.Map<?, ?> m
            && (Boolean.TRUE.equals(m.get("failed")) || Boolean.TRUE.equals(m.get("unreachable")))
            && m.get("msg") != null) {
          return String.valueOf(m.get("msg"));
        }
      }
    }
    Object msg = result.get("msg");
    return msg == null ? null : String.valueOf(msg);
  }

  /** A failure that counts: not ignored by {@code ignore_errors}. */
  boolean failure() {
    return status == Status.FAILED && !ignored;
  }

  /** The outcome's name in the task table, when no rescue took the failure back. */
  String outcome() {
    return switch (status) {
      case OK -> "ok";
      case CHANGED -> "changed";
      case SKIPPED -> "skipped";
      case FAILED -> ignored ? "ignored" : "failed";
      case UNREACHABLE -> "unreachable";
    };
  }
}
