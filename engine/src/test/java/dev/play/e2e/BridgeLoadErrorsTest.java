package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Modules play does not implement are checked when the playbook loads, against the collections
 * Debian's ansible installs: a name its collection deprecates is warned about once, as Ansible
 * does; one its collection removed is Ansible's removal error, one whose action plugin play lacks
 * is refused naming the plugin, and {@code --native-only} refuses any of them; each names the
 * task's file, line and column, with exit 4.
 */
class BridgeLoadErrorsTest {
  @TempDir Path dir;

  private PlayRun play(String task, String... args) throws IOException {
    return new RunDir(dir)
        .play(
            "h1 ansible_connection=local\n",
            """
        - hosts: all
          gather_facts: false
          tasks:
            - TASK
              when: false
        """
                .replace("TASK", task),
            args);
  }

  @Test
  void aModuleItsCollectionRemovedIsAnsiblesRemovalError() throws IOException {
    PlayRun r = play("community.general.docker_image_facts: {name: x}");
    assertEquals(4, r.exitCode(), r.all());
    assertTrue(
        r.err()
            .startsWith(
                dir.resolve("pb.yml")
                    + ":4:7: error: module/action"
                    + " 'community.general.docker_image_facts': [DEPRECATED]: community.general.docker_image_facts has been"
                    + " removed. Use community.docker.docker_image_info instead. This feature was removed from community.general"
                    + " in version 2.0.0. Please update your playbooks.\n"),
        r.all());
  }

  @Test
  void aNameItsCollectionDeprecatesIsWarnedAboutOnce() throws IOException {
    PlayRun r =
        new RunDir(dir)
            .play(
                "h1 ansible_connection=local\n",
                """
        - hosts: all
          gather_facts: false
          tasks:
            - community.general.system.pam_limits: {domain: x, limit_type: soft, limit_item: nofile, value: 1}
              when: false
            - community.general.system.pam_limits: {domain: y, limit_type: soft, limit_item: nofile, value: 1}
              when: false
        """);
    assertEquals(0, r.exitCode(), r.all());
    String warning =
        "[DEPRECATION WARNING]: community.general.system.pam_limits has been deprecated. You are using an"
            + " internal name to access the community.general.pam_limits modules.";
    assertEquals(2, r.all().split(java.util.regex.Pattern.quote(warning), -1).length, r.all());
    assertTrue(
        r.all()
            .contains(
                "This feature will be removed from community.general in version 9.0.0. Deprecation"
                    + " warnings can be disabled by setting deprecation_warnings=False in ansible.cfg."),
        r.all());
  }

  @Test
  void aModuleWithoutItsActionPluginIsRefused() throws IOException {
    PlayRun r = play("community.general.shutdown: {delay: 0}");
    assertEquals(4, r.exitCode(), r.all());
    assertTrue(
        r.err()
            .contains(
                "error: module/action 'community.general.shutdown' is community.general.shutdown,"
                    + " whose action plugin community.general.shutdown ("),
        r.all());
  }

  @Test
  void nativeOnlyRefusesAnsiblesCode() throws IOException {
    PlayRun r =
        play(
            "community.general.pam_limits: {domain: x, limit_type: soft, limit_item: nofile, value: 1}",
            "--native-only");
    assertEquals(4, r.exitCode(), r.all());
    assertTrue(
        r.err()
            .startsWith(
                dir.resolve("pb.yml")
                    + ":4:7: error: module/action 'community.general.pam_limits'"
                    + " is community.general.pam_limits, which play does not implement, and native-only mode"),
        r.all());
    assertEquals(0, play("debug: {msg: native}", "--native-only").exitCode());
  }
}
