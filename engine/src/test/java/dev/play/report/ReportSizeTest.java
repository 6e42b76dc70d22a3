package dev.play.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The size rule: a dry run of 60 tasks on 500 hosts, every task changing every host with a diff,
 * makes a report under 10 MB (identical diffs stored once, long ones cut).
 */
class ReportSizeTest {
  static final int HOSTS = 500;
  static final int ROLES = 10;
  static final int TASKS_PER_ROLE = 6;

  /** The tasks whose diff differs from host to host (a hostname in a file), of the 60. */
  static final int PER_HOST_TASKS = 10;

  static final long LIMIT = 10L * 1024 * 1024;

  @Test
  void fiveHundredHostsSixtyTasksWithDiffsFitInTenMegabytes() {
    ReportData report = ReportData.of(List.of(summary()));
    assertEquals(
        ROLES * TASKS_PER_ROLE - PER_HOST_TASKS + PER_HOST_TASKS * HOSTS,
        report.diffs().size(),
        "a diff the hosts share is stored once");
    String html = HtmlReport.render(report);
    long size = html.getBytes(StandardCharsets.UTF_8).length;
    System.out.printf(
        "report of %d hosts x %d tasks: %,d bytes%n", HOSTS, ROLES * TASKS_PER_ROLE, size);
    assertTrue(size < LIMIT, size + " bytes");
    assertTrue(
        html.contains("\u2026 1603 more lines cut; see the --summary-json file"),
        "the long diff is cut");
    assertEquals(HOSTS * ROLES, html.split("<details class=\"host\"", -1).length - 1);
  }

  /** The summary of {@link #HOSTS} hosts. */
  static JsonObject summary() {
    return summary(HOSTS);
  }

  /**
   * The summary: role r{i} has tasks t{i}.{j}; the first {@link #PER_HOST_TASKS} differ per host;
   * one is long.
   */
  static JsonObject summary(int hostCount) {
    JsonObject doc = new JsonObject();
    doc.addProperty("format", 2);
    doc.addProperty("check_mode", true);
    doc.addProperty("diff", true);
    JsonArray roles = new JsonArray();
    JsonArray tasks = new JsonArray();
    for (int r = 0; r < ROLES; r++) {
      roles.add(role(r, hostCount));
      for (int t = 0; t < TASKS_PER_ROLE; t++) {
        tasks.add(task(r, t, hostCount));
      }
    }
    doc.add("roles", roles);
    doc.add("tasks", tasks);
    JsonObject recap = new JsonObject();
    for (int h = 0; h < hostCount; h++) {
      JsonObject counts = new JsonObject();
      counts.addProperty("ok", 80);
      counts.addProperty("changed", ROLES * TASKS_PER_ROLE);
      recap.add("node" + h, counts);
    }
    doc.add("recap", recap);
    return doc;
  }

  private static JsonObject role(int r, int hostCount) {
    JsonArray hosts = new JsonArray();
    for (int h = 0; h < hostCount; h++) {
      JsonArray changes = new JsonArray();
      for (int t = 0; t < TASKS_PER_ROLE; t++) {
        changes.add(change(r, t, h));
      }
      JsonObject host = new JsonObject();
      host.addProperty("host", "node" + h);
      host.addProperty("changed", true);
      host.add("changes", changes);
      hosts.add(host);
    }
    JsonObject role = new JsonObject();
    role.addProperty("role", "role" + r);
    role.add("hosts", hosts);
    return role;
  }

  private static JsonObject change(int r, int t, int h) {
    int n = r * TASKS_PER_ROLE + t;
    String file = "/etc/role" + r + "/config" + t + ".conf";
    JsonObject c = new JsonObject();
    c.addProperty("category", "files");
    c.addProperty("task", "Write the configuration file " + t + " of role " + r);
    c.addProperty("handler", false);
    c.add("item", null);
    JsonArray steps = new JsonArray();
    steps.add("write " + file + " (mode 0644)");
    c.add("steps", steps);
    JsonObject diff = new JsonObject();
    diff.addProperty(
        "unified",
        unified(
            file,
            n == ROLES * TASKS_PER_ROLE - 1 ? 2000 : 30,
            n < PER_HOST_TASKS ? "node" + h : "shared"));
    JsonArray diffs = new JsonArray();
    diffs.add(diff);
    c.add("diffs", diffs);
    return c;
  }

  private static String unified(String file, int lines, String tag) {
    StringBuilder sb =
        new StringBuilder(
            "--- " + file + "\n+++ " + file + "\n@@ -1," + lines + " +1," + lines + " @@\n");
    for (int i = 0; i < lines; i++) {
      sb.append(i % 3 == 0 ? "-" : i % 3 == 1 ? "+" : " ")
          .append("setting_")
          .append(i)
          .append(" = value ")
          .append(tag)
          .append('\n');
    }
    return sb.toString();
  }

  private static JsonObject task(int r, int t, int hostCount) {
    JsonObject task = new JsonObject();
    task.addProperty("play", "site");
    task.addProperty("role", "role" + r);
    task.addProperty("task", "Write the configuration file " + t + " of role " + r);
    task.addProperty("handler", false);
    task.addProperty("path", "roles/role" + r + "/tasks/main.yml:" + (3 + 5 * t));
    JsonObject outcomes = new JsonObject();
    for (int h = 0; h < hostCount; h++) {
      outcomes.addProperty("node" + h, "changed");
    }
    task.add("hosts", outcomes);
    return task;
  }
}
