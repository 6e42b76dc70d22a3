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
 * The RHEL family's modules for real: {@code play-testhost:rpm} runs Debian's rpm and dnf (the real
 * dnf 4) against local repositories of signed noarch RPMs built with the image ({@code
 * testhost/variants/rpm}). Each playbook is checked, applied and applied again with no change.
 */
@ContainerTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DnfOverSshTest {
  @RegisterExtension
  static final SharedFleet FLEET =
      new SharedFleet(() -> Fleet.builder().image(Fleet.variant("rpm")).start());

  private static String rpmQuery(String... names) {
    String[] argv = new String[names.length + 3];
    argv[0] = "rpm";
    argv[1] = "-q";
    argv[2] = "--qf=%{NAME}-%{VERSION} ";
    System.arraycopy(names, 0, argv, 3, names.length);
    return FLEET.host().exec(argv).stdout().strip();
  }

  @Test
  @Order(1)
  void keyThenInstallFromEnabledAndDisabledRepositoriesTwice() {
    String fingerprint =
        FLEET
            .host()
            .exec(
                "sh",
                "-c",
                "gpg --with-colons --show-keys /srv/repo/RPM-GPG-KEY-play 2>/dev/null | awk -F: '/^fpr/ {print $10; exit}'")
            .assertOk()
            .out();
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "dnf.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - ansible.builtin.rpm_key:
                key: file:///srv/repo/RPM-GPG-KEY-play
                fingerprint: "%s"
            - ansible.builtin.dnf:
                name: [play-hello-1.0, play-tools]
                state: present
            - dnf: name=play-extra enablerepo=play-extra
            - package: {name: play-hello, use: dnf}
        """
                .formatted(fingerprint));
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(
        "play-hello-1.0 play-tools-1.0 play-lib-1.0 play-extra-1.0",
        rpmQuery("play-hello", "play-tools", "play-lib", "play-extra"));
  }

  @Test
  @Order(2)
  void latestThenRemoveTwice() {
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "dnf-latest.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - dnf: {name: play-hello, state: latest}
            - dnf: {name: play-extra, state: absent}
            - ansible.builtin.yum: {name: play-tools, state: removed}
        """);
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals("play-hello-2.0", rpmQuery("play-hello"));
    assertTrue(FLEET.host().exec("rpm", "-q", "play-extra").stdout().contains("not installed"));
    assertTrue(FLEET.host().exec("rpm", "-q", "play-tools").stdout().contains("not installed"));
  }

  @Test
  @Order(3)
  void repositoryFileThenGpgCheckRefusesAnUnsignedPackage() {
    Path repo =
        FleetRun.playbook(
            FLEET.fleet(),
            "yum-repo.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - ansible.builtin.yum_repository:
                name: play-unsigned
                description: play unsigned
                file: play-local
                baseurl: file:///srv/repo/unsigned
                gpgcheck: true
                skip_if_unavailable: false
            - yum_repository:
                name: play-extra
                file: play
                state: absent
        """);
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), repo);
    assertEquals(
        "[play-unsigned]\nbaseurl = file:///srv/repo/unsigned\ngpgcheck = 1\nname = play unsigned\n"
            + "skip_if_unavailable = 0\n\n",
        FLEET.host().exec("cat", "/etc/yum.repos.d/play-local.repo").assertOk().stdout());
    assertEquals(
        "[play-base]\nname = play base\nbaseurl = file:///srv/repo/base\ngpgcheck = 1\n\n",
        FLEET.host().exec("cat", "/etc/yum.repos.d/play.repo").assertOk().stdout());
    Path install =
        FleetRun.playbook(
            FLEET.fleet(),
            "dnf-unsigned.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - dnf: name=play-unsigned
        """);
    FleetRun.Result r = FleetRun.play(FLEET.fleet(), FLEET.inventory(), install);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(
        r.out().contains("install play-unsigned-1.0-1.noarch failed: Error: GPG check FAILED"),
        r.all());
  }

  @Test
  @Order(4)
  void disableGpgCheckAutoremoveAndUnknownPackage() {
    FLEET
        .host()
        .exec("sh", "-c", "dnf -q -y install play-tools >/dev/null && rpm -e play-tools")
        .assertOk();
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "dnf-nogpg.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - dnf: {name: play-unsigned, disable_gpg_check: true, update_cache: true}
            - dnf: {autoremove: true}
        """);
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals("play-unsigned-1.0", rpmQuery("play-unsigned"));
    assertTrue(
        FLEET.host().exec("rpm", "-q", "play-lib").stdout().contains("not installed"),
        "autoremoved");
    Path missing =
        FleetRun.playbook(
            FLEET.fleet(),
            "dnf-missing.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - dnf: name=no-such-package-play
        """);
    FleetRun.Result r = FleetRun.play(FLEET.fleet(), FLEET.inventory(), missing);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(r.out().contains("No package no-such-package-play available."), r.all());
  }

  @Test
  @Order(5)
  void keyRemovedByIdTwice() {
    String id = FLEET.host().exec("rpm", "-q", "gpg-pubkey", "--qf", "%{VERSION}").assertOk().out();
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "rpm-key-absent.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - rpm_key: {key: "%s", state: absent}
        """
                .formatted(id));
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    assertTrue(FLEET.host().exec("rpm", "-q", "gpg-pubkey").stdout().contains("not installed"));
  }
}
