package dev.play.module.packages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.SharedFleet;
import dev.play.ssh.FleetRun;
import java.nio.file.Path;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * pip on a Debian 12 host with Debian's python3, pip, venv and virtualenv ({@code
 * play-testhost:python}), installing the image's local wheels (no index): each playbook checked,
 * applied and applied again with no change.
 */
@ContainerTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PipOverSshTest {
  private static final String WHEELS = "--no-index --find-links /opt/wheels";

  @RegisterExtension
  static final SharedFleet FLEET =
      new SharedFleet(() -> Fleet.builder().hosts(1).image(Fleet.variant("python")).start());

  @Test
  @Order(1)
  void venvInstallUpgradeRemoveTwice() {
    Path install =
        FleetRun.playbook(
            FLEET.fleet(),
            "pip.yml",
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - ansible.builtin.pip:
                name: [playdemo==1.0, playtool]
                virtualenv: /tmp/venv
                virtualenv_command: python3 -m venv
                extra_args: "%s"
        """
                .formatted(WHEELS));
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), install);
    assertEquals("playdemo==1.0\nplaytool==2.0", freeze("/tmp/venv/bin/pip"));
    Path upgrade =
        FleetRun.playbook(
            FLEET.fleet(),
            "pip-latest.yml",
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - pip: {name: playdemo, state: latest, virtualenv: /tmp/venv, extra_args: "%s"}
            - pip: {name: PlayTool, state: absent, virtualenv: /tmp/venv}
            - pip: {name: "playdemo>=1.0,<2", virtualenv: /tmp/venv}
        """
                .formatted(WHEELS));
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), upgrade);
    assertEquals("playdemo==1.1", freeze("/tmp/venv/bin/pip"));
  }

  @Test
  @Order(2)
  void requirementsInAVirtualenvOfVirtualenvTwice() {
    FLEET
        .host()
        .exec(
            "sh",
            "-c",
            "mkdir -p /tmp/app && chown play /tmp/app && printf 'playtool\\nplaydemo<1.1\\n' > /tmp/app/requirements.txt")
        .assertOk();
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "pip-requirements.yml",
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - pip: {requirements: requirements.txt, chdir: /tmp/app, virtualenv: env, extra_args: "%s"}
        """
                .formatted(WHEELS));
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals("playdemo==1.0\nplaytool==2.0", freeze("/tmp/app/env/bin/pip"));
  }

  @Test
  @Order(3)
  void systemPipRefusesUnlessBreakingSystemPackages() {
    Path refused =
        FleetRun.playbook(
            FLEET.fleet(),
            "pip-system.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - pip: {name: playdemo, extra_args: "%s"}
        """
                .formatted(WHEELS));
    FleetRun.Result r = FleetRun.play(FLEET.fleet(), FLEET.inventory(), refused, "--check");
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(r.out().contains("error: externally-managed-environment"), r.all());
    Path allowed =
        FleetRun.playbook(
            FLEET.fleet(),
            "pip-system-break.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - pip: {name: playdemo==1.1, extra_args: "--break-system-packages %s"}
        """
                .formatted(WHEELS));
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), allowed);
    assertTrue(freeze("pip3").contains("playdemo==1.1"));
  }

  private static String freeze(String pip) {
    return FLEET
        .host()
        .exec(
            "sh",
            "-c",
            pip + " list --format=freeze | grep -v -e '^pip=' -e '^setuptools=' -e '^wheel='")
        .assertOk()
        .out()
        .strip();
  }
}
