package dev.play.playbook;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The candidates of a role's task includes, in ansible-core 2.14's order
 * (DataLoader.path_dwim_relative).
 */
class TaskFileSearchTest {
  private static final Path PLAY = Path.of("/p");
  private static final Path ROLE = Path.of("/p/roles/r");

  @Test
  void aRolesIncludeTriesItsTasksThenTheRoleThenThePlaybookDirectory() {
    assertEquals(
        List.of(
            Path.of("/p/roles/r/tasks/tasks/set_vars.yml"),
            Path.of("/p/roles/r/tasks/set_vars.yml"),
            Path.of("/p/tasks/tasks/set_vars.yml"),
            Path.of("/p/tasks/set_vars.yml")),
        TaskFileSearch.forInclude(
            ROLE, "tasks", ROLE.resolve("tasks"), "tasks/set_vars.yml", PLAY));
  }

  @Test
  void aSourceNotEndingInTheDirectoryIsAlsoTriedUnderTasks() {
    assertEquals(
        List.of(
            Path.of("/p/roles/r/handlers/x.yml"),
            Path.of("/p/roles/r/tasks/x.yml"),
            Path.of("/p/roles/r/x.yml"),
            Path.of("/p/handlers/x.yml"),
            Path.of("/p/x.yml")),
        TaskFileSearch.forImport(ROLE, "handlers", ROLE.resolve("handlers"), "x.yml", PLAY));
  }

  @Test
  void anImportLooksBesideItsFileFirstAnIncludeLast() {
    Path sub = ROLE.resolve("tasks/sub");
    assertEquals(
        Path.of("/p/roles/r/tasks/sub/tasks/b.yml"),
        TaskFileSearch.forImport(ROLE, "tasks", sub, "b.yml", PLAY).get(0));
    assertEquals(
        Path.of("/p/roles/r/tasks/b.yml"),
        TaskFileSearch.forInclude(ROLE, "tasks", sub, "b.yml", PLAY).get(0));
    assertEquals(
        List.of(
            Path.of("/p/roles/r/tasks/b.yml"),
            Path.of("/p/roles/r/b.yml"),
            Path.of("/p/tasks/b.yml"),
            Path.of("/p/b.yml"),
            Path.of("/p/roles/r/tasks/sub/tasks/b.yml"),
            Path.of("/p/roles/r/tasks/sub/b.yml")),
        TaskFileSearch.forInclude(ROLE, "tasks", sub, "b.yml", PLAY));
  }

  @Test
  void anAbsoluteSourceIsItself() {
    assertEquals(
        List.of(Path.of("/etc/x.yml")),
        TaskFileSearch.forInclude(ROLE, "tasks", ROLE, "/etc/x.yml", PLAY));
  }
}
