package dev.play.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.diff.Diff;
import dev.play.value.JsonWriter;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The change summary: by role, then host, with categories, handlers, loop items, diffs, and
 * no-change lines.
 */
class ChangeSummaryTest {
  private static final TaskHeader JSON =
      new TaskHeader(TaskHeader.Kind.TASK, "docker", "Daemon options", "json_file");
  private static final TaskHeader PKGS =
      new TaskHeader(TaskHeader.Kind.TASK, "docker", "Packages", "ansible.builtin.apt");
  private static final TaskHeader RESTART =
      new TaskHeader(TaskHeader.Kind.HANDLER, "docker", "Restart docker", "service");
  private static final TaskHeader SYSCTL =
      new TaskHeader(TaskHeader.Kind.TASK, "sysctl_roce", "Persist", "ansible.posix.sysctl");
  private static final TaskHeader PLAY =
      new TaskHeader(TaskHeader.Kind.TASK, null, "Reboot", "reboot");
  private static final Diff DAEMON =
      new Diff("/etc/docker/daemon.json", "/etc/docker/daemon.json", "{}\n", "{\"debug\": true}\n");

  /** The outcomes of a run in which every host finished. */
  private static final RunOutcomes NONE =
      RunOutcomes.of(List.of(), List.of(), List.of(), Map.of(), new dev.play.secret.Secrets());

  private static SummaryJson.Run run(boolean diffs) {
    return new SummaryJson.Run(
        new RunInvocation("0.1.0", List.of("site.yml"), List.of()),
        java.time.Instant.EPOCH,
        java.time.Duration.ZERO,
        true,
        diffs);
  }

  private static ChangeSummary summary() {
    return summary(true);
  }

  /** {@code diffMode}: whether the task's diff mode was on, which gives its result diffs. */
  private static ChangeSummary summary(boolean diffMode) {
    ChangeSummary s = new ChangeSummary();
    s.add(
        result(
            "node0",
            JSON,
            Status.CHANGED,
            null,
            diffMode ? List.of(DAEMON) : List.of(),
            "write /etc/docker/daemon.json"));
    s.add(result("node1", JSON, Status.OK, null, List.of()));
    s.add(result("node0", PKGS, Status.CHANGED, null, List.of(), "install docker-ce"));
    s.add(result("node0", RESTART, Status.CHANGED, null, List.of(), "restart docker"));
    s.add(result("node0", SYSCTL, Status.OK, "net.core.rmem_max", List.of()));
    s.add(result("node1", SYSCTL, Status.OK, "net.core.rmem_max", List.of()));
    s.add(result("node1", PLAY, Status.CHANGED, null, List.of(), "reboot (shutdown -r now)"));
    return s;
  }

  private static HostResult result(
      String host, TaskHeader task, Status status, String item, List<Diff> diffs, String... steps) {
    return new HostResult(
        host,
        task,
        status,
        item,
        Map.of("changed", status == Status.CHANGED),
        diffs,
        List.of(steps),
        null,
        false,
        false,
        ResultDisplay.ON_VERBOSE,
        null);
  }

  @Test
  void textByRoleHostAndCategoryWithDiffsAndNoChangeLines() {
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    new SummaryText(
            new PrintStream(buf, true, StandardCharsets.UTF_8),
            new Style(false),
            new ConsoleText(new dev.play.secret.Secrets()))
        .print(summary(), NONE);
    assertEquals(
        String.join(
            "\n",
            "CHECK SUMMARY (would change) " + "*".repeat(51),
            "role docker",
            "  node0:",
            "    files      ~ Daemon options: write /etc/docker/daemon.json",
            "        --- /etc/docker/daemon.json",
            "        +++ /etc/docker/daemon.json",
            "        @@ -1,1 +1,1 @@",
            "        -{}",
            "        +{\"debug\": true}",
            "    packages   ~ Packages: install docker-ce",
            "    services   ~ Restart docker (handler): restart docker",
            "  no changes on node1",
            "role sysctl_roce: no changes",
            "(play tasks)",
            "  node1:",
            "    reboots    ~ Reboot: reboot (shutdown -r now)",
            "",
            ""),
        buf.toString(StandardCharsets.UTF_8));
  }

  @Test
  void nothingChangedSaysSoAndNamesTheRoles() {
    ChangeSummary s = new ChangeSummary();
    s.add(result("node0", SYSCTL, Status.OK, null, List.of()));
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    new SummaryText(
            new PrintStream(buf, true, StandardCharsets.UTF_8),
            new Style(false),
            new ConsoleText(new dev.play.secret.Secrets()))
        .print(s, NONE);
    assertEquals(
        "CHECK SUMMARY (would change) "
            + "*".repeat(51)
            + "\nnothing would change\n"
            + "role sysctl_roce: no changes\n\n",
        buf.toString(StandardCharsets.UTF_8));
  }

  @Test
  @SuppressWarnings("unchecked")
  void jsonHasTheSameGroupsAndTheRecap() {
    List<HostStats> stats = List.of(new HostStats("node0", 5, 3, 0, 0, 0, 0, 0));
    Map<String, Object> json =
        SummaryJson.of(
            run(false),
            summary(false),
            RunOutcomes.of(List.of(), List.of(), stats, Map.of(), new dev.play.secret.Secrets()),
            stats);
    assertEquals(true, json.get("check_mode"));
    List<Map<String, Object>> roles = (List<Map<String, Object>>) json.get("roles");
    assertEquals(
        List.of("docker", "sysctl_roce"),
        roles.subList(0, 2).stream().map(r -> r.get("role")).toList());
    assertEquals(null, roles.get(2).get("role"));
    assertEquals(false, roles.get(1).get("changed"));
    String text = JsonWriter.compact(roles.get(0));
    assertEquals(
        "{\"role\": \"docker\", \"changed\": true, \"hosts\": [{\"host\": \"node0\", \"changed\": true, "
            + "\"changes\": [{\"category\": \"files\", \"task\": \"Daemon options\", \"handler\": false, \"item\": null, "
            + "\"steps\": [\"write /etc/docker/daemon.json\"], \"known\": true, \"assumed\": []}, {\"category\": "
            + "\"packages\", \"task\": \"Packages\", \"handler\": false, \"item\": null, \"steps\": [\"install docker-ce\"], "
            + "\"known\": true, \"assumed\": []}, {\"category\": \"services\", \"task\": \"Restart docker\", "
            + "\"handler\": true, \"item\": null, \"steps\": [\"restart docker\"], \"known\": true, \"assumed\": []}]}, "
            + "{\"host\": \"node1\", \"changed\": false, \"changes\": []}]}",
        text);
    assertEquals(
        Map.of(
            "ok",
            5,
            "changed",
            3,
            "unreachable",
            0,
            "failed",
            0,
            "skipped",
            0,
            "rescued",
            0,
            "ignored",
            0),
        ((Map<String, Object>) json.get("recap")).get("node0"));
  }

  @Test
  @SuppressWarnings("unchecked")
  void jsonCarriesTheDiffsOfTasksWhoseDiffModeWasOn() {
    Map<String, Object> json = SummaryJson.of(run(true), summary(), NONE, List.of());
    Map<String, Object> change =
        ((List<Map<String, Object>>)
                ((List<Map<String, Object>>)
                        ((List<Map<String, Object>>) json.get("roles")).get(0).get("hosts"))
                    .get(0)
                    .get("changes"))
            .get(0);
    List<Map<String, Object>> diffs = (List<Map<String, Object>>) change.get("diffs");
    assertEquals("{\"debug\": true}\n", diffs.get(0).get("after"));
    assertEquals(
        "--- /etc/docker/daemon.json\n+++ /etc/docker/daemon.json\n@@ -1,1 +1,1 @@\n-{}\n+{\"debug\": true}\n",
        diffs.get(0).get("unified"));
  }
}
