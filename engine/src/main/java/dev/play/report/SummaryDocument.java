package dev.play.report;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One summary JSON document, read: what {@link ReportBuilder} merges.
 *
 * @param header the run's header
 * @param roles the roles with their hosts' changes
 * @param recap each host's counts
 * @param tasks the tasks across hosts; empty for a document of format 1
 * @param problems the failures and unreachable hosts with their messages (format 2)
 * @param unfinished the hosts whose run did not complete (format 2)
 */
record SummaryDocument(
    Header header,
    List<RoleChanges> roles,
    Map<String, HostCounts> recap,
    Optional<List<TaskRow>> tasks,
    List<Problem> problems,
    List<String> unfinished) {}
