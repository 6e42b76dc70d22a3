package dev.play.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The one ansible.cfg read: ANSIBLE_CONFIG, ./ansible.cfg, ~/.ansible.cfg,
 * /etc/ansible/ansible.cfg.
 */
class ConfigFinderTest {
  @TempDir Path root;
  Path cwd;
  Path home;

  @BeforeEach
  void dirs() throws IOException {
    cwd = Files.createDirectories(root.resolve("project"));
    home = Files.createDirectories(root.resolve("home"));
  }

  private ConfigFinder.Location find(Map<String, String> env) {
    return ConfigFinder.find(new LocalEnvironment(env, cwd, home));
  }

  private Path write(Path file) throws IOException {
    Files.createDirectories(file.getParent());
    return Files.writeString(file, "[defaults]\n");
  }

  @Test
  void ansibleConfigNamesAFileOrADirectoryAndWinsOverTheOthers() throws IOException {
    write(cwd.resolve("ansible.cfg"));
    write(home.resolve(".ansible.cfg"));
    Path named = write(root.resolve("elsewhere/site.cfg"));
    assertEquals(Optional.of(named), find(Map.of("ANSIBLE_CONFIG", named.toString())).file());
    assertEquals(
        Optional.of(named),
        find(Map.of("ANSIBLE_CONFIG", "../elsewhere/site.cfg")).file(),
        "relative to the cwd");
    Path inDir = write(root.resolve("conf/ansible.cfg"));
    assertEquals(
        Optional.of(inDir), find(Map.of("ANSIBLE_CONFIG", root.resolve("conf").toString())).file());
    assertEquals(
        Optional.of(inDir),
        find(Map.of("ANSIBLE_CONFIG", "$BASE/conf", "BASE", root.toString())).file());
  }

  @Test
  void aMissingAnsibleConfigFallsThroughToTheCwdThenHome() throws IOException {
    Map<String, String> env = Map.of("ANSIBLE_CONFIG", root.resolve("none.cfg").toString());
    Path inHome = write(home.resolve(".ansible.cfg"));
    assertEquals(Optional.of(inHome), find(env).file());
    Path inCwd = write(cwd.resolve("ansible.cfg"));
    assertEquals(Optional.of(inCwd), find(env).file());
  }

  @Test
  void aWorldWritableCwdIsSkippedWithAWarning() throws IOException {
    write(cwd.resolve("ansible.cfg"));
    Path inHome = write(home.resolve(".ansible.cfg"));
    Files.setPosixFilePermissions(cwd, PosixFilePermissions.fromString("rwxrwxrwx"));
    ConfigFinder.Location found = find(Map.of());
    assertEquals(Optional.of(inHome), found.file());
    assertEquals(
        List.of(
            "play is being run in a world writable directory ("
                + cwd
                + "), ignoring it as an ansible.cfg source"),
        found.warnings());
    Path named = write(root.resolve("named.cfg"));
    assertEquals(
        List.of(),
        find(Map.of("ANSIBLE_CONFIG", named.toString())).warnings(),
        "no warning: ANSIBLE_CONFIG chose");
  }

  @Test
  void noFileAnywhere() {
    assumeFalse(
        Files.exists(Path.of("/etc/ansible/ansible.cfg")),
        "this machine has /etc/ansible/ansible.cfg");
    ConfigFinder.Location found = find(Map.of());
    assertEquals(Optional.empty(), found.file());
    assertTrue(found.warnings().isEmpty());
  }
}
