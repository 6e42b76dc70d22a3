package dev.play.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Task paths in the summary: short where the reader's project holds them, as they are elsewhere.
 */
class ResultLogTest {
  private static String pathOf(String playbook, String taskFile) {
    ResultLog log = new ResultLog();
    log.playbookStart(Path.of(playbook));
    TaskHeader task = new TaskHeader(TaskHeader.Kind.TASK, "r", "t", "copy", taskFile + ":3");
    log.add(ScriptedRun.result("h", task, Status.OK, null, Map.of(), List.of(), false));
    RunOutcomes outcomes =
        log.outcomes(
            List.of(new HostStats("h", 1, 0, 0, 0, 0, 0, 0)), new dev.play.secret.Secrets());
    return (String) outcomes.tasks().get(0).json().get("path");
  }

  @Test
  void aTaskInThePlaybooksDirectoryIsRelativeToIt() {
    assertEquals(
        "roles/r/tasks/main.yml:3",
        pathOf("/srv/site/site.yml", "/srv/site/roles/r/tasks/main.yml"));
  }

  @Test
  void aRoleBesideThePlaybooksDirectoryIsRelativeToTheWorkingDirectory() {
    Path cwd = Path.of("").toAbsolutePath();
    assertEquals(
        "roles/r/tasks/main.yml:3",
        pathOf(
            cwd.resolve("playbooks/site.yml").toString(),
            cwd.resolve("roles/r/tasks/main.yml").toString()));
  }

  @Test
  void elsewhereThePathStaysAbsolute() {
    assertEquals(
        "/opt/shared/roles/r/tasks/main.yml:3",
        pathOf("/srv/site/site.yml", "/opt/shared/roles/r/tasks/main.yml"));
  }
}
