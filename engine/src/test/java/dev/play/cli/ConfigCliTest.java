package dev.play.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real {@code play} command, in a process of its own (the JVM cannot change its working
 * directory or environment), picking up an ansible.cfg from its working directory or {@code
 * ANSIBLE_CONFIG}. The role takes a lock for half a second on four local hosts: it fails on every
 * host but one unless they run one at a time, so the run shows that {@code forks = 1} was taken.
 */
class ConfigCliTest {
  @TempDir Path root;
  Path project;

  record Run(int exitCode, String out) {}

  @BeforeEach
  void project() throws IOException {
    project = Files.createDirectories(root.resolve("project"));
    Files.createDirectories(root.resolve("home"));
    write(
        project.resolve("ansible.cfg"),
        """
        [defaults]
        inventory = inventory/hosts.ini
        roles_path = ../shared-roles
        forks = 1
        gathering = explicit
        retry_files_enabled = False
        """);
    write(
        project.resolve("inventory/hosts.ini"),
        """
        [nodes]
        h[1:4] ansible_connection=local
        """);
    write(
        root.resolve("shared-roles/lock/tasks/main.yml"),
        """
        - name: hold the lock
          shell: mkdir {{ lockdir }}/lock && sleep 0.5 && rmdir {{ lockdir }}/lock
        """);
    write(
        project.resolve("site.yml"),
        """
        - hosts: nodes
          vars: {lockdir: "%s"}
          roles: [lock]
        """
            .formatted(root));
  }

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }

  private Run play(Path cwd, Map<String, String> env, String... args)
      throws IOException, InterruptedException {
    String java = ProcessHandle.current().info().command().orElse("java");
    List<String> command =
        new java.util.ArrayList<>(
            List.of(java, "-cp", System.getProperty("java.class.path"), "dev.play.cli.Main"));
    command.addAll(List.of(args));
    ProcessBuilder pb =
        new ProcessBuilder(command).directory(cwd.toFile()).redirectErrorStream(true);
    pb.environment().keySet().removeIf(k -> k.startsWith("ANSIBLE_"));
    pb.environment().put("HOME", root.resolve("home").toString());
    pb.environment().putAll(env);
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), out);
    return new Run(p.exitValue(), out);
  }

  @Test
  void aRunTakesInventoryRolesPathForksAndGatheringFromTheAnsibleCfgOfItsDirectory()
      throws Exception {
    Run run = play(project, Map.of(), "site.yml", "-v");
    assertEquals(0, run.exitCode(), run.out());
    for (String host : List.of("h1", "h2", "h3", "h4")) {
      assertTrue(run.out().matches("(?s).*\\n" + host + " +: ok=1 +changed=1 .*"), run.out());
    }
    assertTrue(run.out().contains("TASK [lock : hold the lock]"), run.out());
    assertFalse(run.out().contains("Gathering Facts"), "gathering = explicit: " + run.out());
    assertTrue(
        run.out()
            .startsWith(
                "Using "
                    + project.resolve("ansible.cfg")
                    + " as config file\n"
                    + "[WARNING]: settings that play ignores in "
                    + project.resolve("ansible.cfg")
                    + ": [defaults] retry_files_enabled\n"),
        run.out());
  }

  @Test
  void theCommandLineWinsOverTheFileNamedByAnsibleConfig() throws Exception {
    Map<String, String> env = Map.of("ANSIBLE_CONFIG", project.resolve("ansible.cfg").toString());
    Run run = play(root, env, project.resolve("site.yml").toString(), "-f", "4");
    assertEquals(
        2, run.exitCode(), "four hosts at once: all but one find the lock taken\n" + run.out());
    assertTrue(run.out().contains("h4"), "the inventory of the file: " + run.out());
  }

  @Test
  void configDumpShowsWhatChangedAndWhere() throws Exception {
    Run run = play(project, Map.of("ANSIBLE_FORKS", "8"), "config", "dump", "--only-changed");
    Path cfg = project.resolve("ansible.cfg");
    assertEquals(0, run.exitCode(), run.out());
    assertEquals(
        List.of(
            "CONFIG_FILE() = " + cfg,
            "DEFAULT_FORKS(env: ANSIBLE_FORKS) = 8",
            "DEFAULT_GATHERING(" + cfg + ") = explicit",
            "DEFAULT_HOST_LIST(" + cfg + ") = ['" + project.resolve("inventory/hosts.ini") + "']",
            "DEFAULT_ROLES_PATH(" + cfg + ") = ['" + root.resolve("shared-roles") + "']"),
        run.out().lines().toList());
  }

  @Test
  void transportIsTheConnectionOfHostsThatNameNoneAndDashCWinsOverIt() throws Exception {
    write(project.resolve("far.ini"), "far.invalid ansible_ssh_retries=0\n");
    write(
        project.resolve("here.yml"),
        "- hosts: all\n  gather_facts: false\n  tasks:\n    - command: \"true\"\n");
    Map<String, String> local = Map.of("ANSIBLE_TRANSPORT", "local");
    assertEquals(
        0, play(project, local, "-i", "far.ini", "here.yml").exitCode(), "transport = local");
    assertEquals(
        3,
        play(project, local, "-i", "far.ini", "here.yml", "-c", "ssh").exitCode(),
        "-c ssh over it");
    Run winrm = play(project, Map.of(), "-i", "far.ini", "here.yml", "-c", "winrm");
    assertEquals(5, winrm.exitCode(), winrm.out());
    assertTrue(
        winrm.out().contains("-c: error: connection 'winrm' is not supported by play"),
        winrm.out());
  }

  @Test
  void aMalformedFileIsExit5AtItsLine() throws Exception {
    write(project.resolve("ansible.cfg"), "[defaults]\nforks = many\n");
    Run run = play(project, Map.of(), "site.yml");
    assertEquals(5, run.exitCode(), run.out());
    assertEquals(
        project.resolve("ansible.cfg")
            + ":2:9: error: [defaults] forks: expected a whole number of at least 1,"
            + " got 'many'\n    forks = many\n            ^\n",
        run.out());
  }
}
