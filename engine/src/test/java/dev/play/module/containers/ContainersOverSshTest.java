package dev.play.module.containers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.DockerHosts;
import dev.play.fleet.SharedFleet;
import dev.play.fleet.TestHost;
import dev.play.ssh.FleetRun;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Compose projects, images, networks, containers and prunes on one host with its own Docker engine
 * (Compose v2), over SSH: each applied with --check first, then twice.
 */
@ContainerTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ContainersOverSshTest {
  @RegisterExtension static final SharedFleet FLEET = new SharedFleet(() -> DockerHosts.start(1));

  private static Path project(String workerCommand) {
    return FleetRun.playbook(
        FLEET.fleet(),
        "compose.yml",
        """
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
        """
            .formatted(workerCommand));
  }

  @Test
  @Order(1)
  void upTwiceThenOnlyTheChangedServiceIsRecreated() {
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), project("[sleep, \"3600\"]"));
    assertEquals(
        "running running",
        FLEET
            .host()
            .exec(
                "sh",
                "-c",
                "docker inspect -f '{{.State.Status}}' torch-app-1 torch-worker-1 | xargs")
            .assertOk()
            .out());
    String appId =
        FLEET.host().exec("docker", "inspect", "-f", "{{.Id}}", "torch-app-1").assertOk().out();
    FleetRun.Result changed =
        FleetRun.play(
            FLEET.fleet(), FLEET.inventory(), project("[sleep, \"7200\"]"), "--diff", "-v");
    assertEquals(0, changed.exitCode(), changed.all());
    assertTrue(
        changed.out().contains("\"service\": \"worker\", \"what\": \"recreate\""), changed.all());
    assertFalse(changed.out().contains("\"service\": \"app\""), changed.all());
    assertEquals(
        appId,
        FLEET.host().exec("docker", "inspect", "-f", "{{.Id}}", "torch-app-1").assertOk().out());
  }

  @Test
  @Order(2)
  void aServiceThatExitsFailsWithItsStateAndLogs() {
    FleetRun.Result r =
        FleetRun.play(
            FLEET.fleet(),
            FLEET.inventory(),
            project("[sh, -c, \"echo out of memory on rank 3; exit 3\"]"));
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(
        r.out().contains("services not running after docker compose up: worker: exited exit 3"),
        r.all());
    assertTrue(r.out().contains("out of memory on rank 3"), r.all());
  }

  @Test
  @Order(3)
  void downTwice() {
    Path down =
        FleetRun.playbook(
            FLEET.fleet(),
            "down.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - docker_compose: {project_src: /srv/torch, state: absent}
        """);
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), down);
    assertEquals("", FLEET.host().exec("sh", "-c", "docker ps -aq").assertOk().out());
  }

  /**
   * The busybox image saved under another name, removed, so that docker_image has a real archive to
   * load.
   */
  private static void archiveOf(String ref, String path) {
    FLEET
        .host()
        .exec(
            "sh",
            "-c",
            "docker tag play-test/busybox:1 "
                + ref
                + " && docker save "
                + ref
                + " -o "
                + path
                + " && docker rmi "
                + ref)
        .assertOk();
  }

  @Test
  @Order(4)
  void imageNetworkAndContainerTwiceThenOnlyTheChangedContainerIsRecreated() {
    archiveOf("play-test/app:1", "/srv/app.tar");
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), stack("FOO: bar"));
    TestHost h = FLEET.host();
    assertEquals(
        "running 172.30.0.2 web",
        h.exec(
                "docker",
                "inspect",
                "-f",
                "{{.State.Status}} "
                    + "{{.NetworkSettings.Networks.playnet.IPAddress}} {{index .Config.Labels \"app\"}}",
                "web")
            .assertOk()
            .out());
    assertEquals("bar", h.exec("docker", "exec", "web", "sh", "-c", "echo $FOO").assertOk().out());
    assertEquals(
        "1000 running",
        h.exec("docker", "inspect", "-f", "{{.Config.User}} {{.State.Status}}", "db")
            .assertOk()
            .out());
    String db = h.exec("docker", "inspect", "-f", "{{.Id}}", "db").assertOk().out();
    FleetRun.Result changed =
        FleetRun.play(FLEET.fleet(), FLEET.inventory(), stack("FOO: baz"), "--diff");
    assertEquals(0, changed.exitCode(), changed.all());
    List<String> lines = FleetRun.changedLines(changed);
    assertEquals(1, lines.size(), changed.all());
    assertTrue(lines.get(0).startsWith("TASK [docker_container web] changed:"), changed.all());
    assertTrue(
        changed.out().contains("-env: {FOO=bar}") && changed.out().contains("+env: {FOO=baz}"),
        changed.all());
    assertEquals(db, h.exec("docker", "inspect", "-f", "{{.Id}}", "db").assertOk().out());
    assertEquals(
        "baz", h.exec("docker", "exec", "web", "sh", "-c", "echo $FOO").assertOk().out().strip());
  }

  private static Path stack(String env) {
    return FleetRun.playbook(
        FLEET.fleet(),
        "stack.yml",
        """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - name: docker_image app
              community.docker.docker_image:
                name: play-test/app
                tag: "1"
                source: load
                load_path: /srv/app.tar
            - name: docker_network playnet
              community.docker.docker_network:
                name: playnet
                ipam_config: [{subnet: 172.30.0.0/24, gateway: 172.30.0.1}]
                labels: {team: ml}
            - name: docker_container web
              community.docker.docker_container:
                name: web
                image: play-test/app:1
                command: sleep 3600
                env: {%s}
                networks: [{name: playnet}]
                restart_policy: unless-stopped
                published_ports: ["8080:80"]
                volumes: ["/srv:/data:ro"]
                labels: {app: web}
                working_dir: /tmp
            - name: docker_container db
              docker_container:
                name: db
                image: play-test/app:1
                entrypoint: [sh, -c]
                command: ["sleep 3600"]
                networks: [playnet]
                user: "1000"
                state: started
        """
            .formatted(env));
  }

  @Test
  @Order(5)
  void stoppedTwiceThenAbsentTwice() {
    Path stopped =
        FleetRun.playbook(
            FLEET.fleet(),
            "stopped.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - docker_container: {name: web, image: play-test/app:1, state: stopped, stop_timeout: 1}
        """);
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), stopped);
    assertEquals(
        "exited",
        FLEET.host().exec("docker", "inspect", "-f", "{{.State.Status}}", "web").assertOk().out());
    Path absent =
        FleetRun.playbook(
            FLEET.fleet(),
            "absent.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - docker_container: {name: db, state: absent}
            - docker_container: {name: web, state: absent}
            - docker_network: {name: playnet, state: absent}
            - docker_image: {name: play-test/app, tag: "1", state: absent}
        """);
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), absent);
    assertEquals(
        "",
        FLEET
            .host()
            .exec(
                "sh",
                "-c",
                "docker ps -aq; docker network ls -q --filter name=playnet;"
                    + " docker images -q play-test/app")
            .assertOk()
            .out());
  }

  @Test
  @Order(6)
  void pruneTwice() {
    TestHost h = FLEET.host();
    h.exec(
            "sh",
            "-c",
            "docker run -d --name keeper play-test/busybox:1 sleep 3600 && docker create --name leftover -v scratch:/s"
                + " play-test/busybox:1 true && docker network create unused && docker volume create orphan"
                + " && docker tag play-test/busybox:1 play-test/extra:1")
        .assertOk();
    Path prune =
        FleetRun.playbook(
            FLEET.fleet(),
            "prune.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - community.docker.docker_prune:
                containers: true
                images: true
                images_filters: {dangling: false}
                networks: true
                volumes: true
              register: pruned
            - debug: var=pruned.volumes
        """);
    FleetRun.Result first = FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), prune);
    assertTrue(
        first.out().contains("\"orphan\"") && first.out().contains("\"scratch\""), first.all());
    // Docker 20.10 untags all but one tag of an image a container uses; which one stays is its
    // choice.
    assertEquals(
        "keeper|1|",
        h.exec(
                "sh",
                "-c",
                "docker ps -a --format '{{.Names}}' | xargs; echo '|';"
                    + " docker images -q | wc -l; echo '|'; docker network ls -q --filter type=custom; docker volume ls -q")
            .assertOk()
            .out()
            .replace("\n", ""));
  }
}
