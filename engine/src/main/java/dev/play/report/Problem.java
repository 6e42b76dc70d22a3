package dev.play.report;

/**
 * A host that failed or could not be reached, and why.
 *
 * @param host the host
 * @param play the play, or null when unknown
 * @param role the role, or null
 * @param task the task, or null when unknown
 * @param status {@code failed} or {@code unreachable}
 * @param msg the message, or null when the summary had none (format 1: only the recap's counts)
 */
record Problem(String host, String play, String role, String task, String status, String msg) {}
