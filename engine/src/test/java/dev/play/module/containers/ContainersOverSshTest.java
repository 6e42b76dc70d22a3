package dev.play.module.containers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.DockerHosts;
import dev.play.fleet.SharedFleet;
import dev.play.ssh.FleetRun;
import java.nio.file.Path;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.TestMethodOrder;

/** Compose projects on a host with its own Docker engine (Compose v2), over SSH. */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ContainersOverSshTest {
  @RegisterExtension
  static final SharedFleet FLEET = new SharedFleet(() -> DockerHosts.start(1));

  private static Path project(String workerCommand) {
    return FleetRun.playbook(FLEET.fleet(), "compose.yml", """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - file: path=/srv/torch state=directory
            - copy:
                dest: /srv/torch/docker-compose.yml
                content: |
                  services:
                    app:
                      image: play-test/busybox:1
                      command: [sleep, "3600"]
                      network_mode: host
                      restart: always
                    worker:
                      image: play-test/busybox:1
                      command: %s
                      network_mode: host
            - community.docker.docker_compose_v2:
                project_src: /srv/torch
                state: present
              register: up
        """.formatted(workerCommand));
  }

  @Test
  @Order(1)
  void upTwiceThenOnlyTheChangedServiceIsRecreated() {
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), project("[sleep, \"3600\"]"));
    assertEquals("running running", FLEET.host().exec("sh", "-c",
        "docker inspect -f '{{.State.Status}}' torch-app-1 torch-worker-1 | xargs").assertOk().out());
    String appId = FLEET.host().exec("docker", "inspect", "-f", "{{.Id}}", "torch-app-1").assertOk().out();
    FleetRun.Result changed = FleetRun.play(FLEET.fleet(), FLEET.inventory(), project("[sleep, \"7200\"]"), "--diff", "-v");
    assertEquals(0, changed.exitCode(), changed.all());
    assertTrue(changed.out().contains("\"what\": \"recreate\", \"service\": \"worker\""), changed.all());
    assertFalse(changed.out().contains("\"service\": \"app\""), changed.all());
    assertEquals(appId, FLEET.host().exec("docker", "inspect", "-f", "{{.Id}}", "torch-app-1").assertOk().out());
  }

  @Test
  @Order(2)
  void aServiceThatExitsFailsWithItsStateAndLogs() {
    FleetRun.Result r = FleetRun.play(FLEET.fleet(), FLEET.inventory(), project("[sh, -c, \"echo out of memory on rank 3; exit 3\"]"));
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(r.out().contains("services not running after docker compose up: worker: exited exit 3"), r.all());
    assertTrue(r.out().contains("out of memory on rank 3"), r.all());
  }

  @Test
  @Order(3)
  void downTwice() {
    Path down = FleetRun.playbook(FLEET.fleet(), "down.yml", """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - docker_compose: {project_src: /srv/torch, state: absent}
        """);
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), down);
    assertEquals("", FLEET.host().exec("sh", "-c", "docker ps -aq").assertOk().out());
  }
}
