package dev.play.module.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.play.facts.net.Ipv4;
import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.SharedFleet;
import dev.play.ssh.FleetRun;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Base64;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * uri and git on a real Debian host, which gets curl and git from Debian's mirror (through its own
 * apt sources) first: the test image has neither.
 */
@ContainerTest
class NetOverSshTest {
  @RegisterExtension static final SharedFleet FLEET = new SharedFleet(() -> Fleet.start(1));

  @BeforeAll
  static void installCurlAndGit() {
    FLEET
        .host()
        .exec(
            "sh",
            "-c",
            "apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive"
                + " apt-get install -y -q --no-install-recommends curl git ca-certificates >/dev/null")
        .assertOk();
  }

  @Test
  void uriCallsAnApiAndDownloadsOnce() throws Exception {
    HttpServer server = HttpServer.create(new InetSocketAddress("0.0.0.0", 0), 0);
    server.createContext("/api", NetOverSshTest::echo);
    server.createContext(
        "/secret", ex -> reply(ex, authorized(ex) ? 200 : 401, "text/plain", "token\n"));
    server.createContext(
        "/files/model.bin",
        ex ->
            reply(
                ex,
                ex.getRequestHeaders().containsKey("If-modified-since") ? 304 : 200,
                "application/octet-stream",
                "weights v1\n"));
    server.start();
    try {
      String base = "http://" + gateway() + ":" + server.getAddress().getPort();
      Path pb =
          FleetRun.playbook(
              FLEET.fleet(),
              "uri.yml",
              """
          - hosts: nodes
            become: true
            gather_facts: false
            tasks:
              - ansible.builtin.uri:
                  url: "%1$s/api/jobs"
                  method: POST
                  body_format: json
                  body: {job: train, gpus: 2}
                  headers: {X-Trace: t1}
                register: posted
              - assert:
                  that:
                    - posted is skipped
                    - posted.msg == 'remote module (ansible.legacy.uri) does not support check mode'
                when: ansible_check_mode
              - assert:
                  that:
                    - posted is not changed
                    - posted.status == 200
                    - "posted.json == {'method': 'POST', 'body': '{\\"job\\": \\"train\\", \\"gpus\\": 2}', 'type': 'application/json', 'agent': 'ansible-httpget', 'trace': 't1'}"
                    - "posted.cookies == {'session': 'abc123'}"
                    - posted.content_type == 'application/json'
                when: not ansible_check_mode
              - uri: {url: "%1$s/secret", url_username: ops, url_password: s3cr3t-pw, return_content: true}
                register: secret
              - assert: {that: ["secret.content == 'token\\n'"]}
                when: not ansible_check_mode
              - uri: {url: "%1$s/files/model.bin", dest: /srv/, mode: "0640", status_code: [200, 304]}
              - uri: {url: "%1$s/missing"}
                register: missing
                ignore_errors: true
              - assert: {that: ["missing.status == 404", "missing.msg == 'Status code was 404 and not [200]: HTTP Error 404: Not Found'"]}
                when: not ansible_check_mode
          """
                  .formatted(base));
      FleetRun.Result check = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb, "--check");
      assertEquals(0, check.exitCode(), check.all());
      assertTrue(
          check.out().contains("changed=0") && check.out().contains("skipped=7"), check.all());
      FleetRun.Result first = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb, "-vvv");
      assertEquals(0, first.exitCode(), first.all());
      assertTrue(first.recap("node0").contains("changed=1"), first.all());
      assertFalse(first.all().contains("s3cr3t-pw"), "the password was printed");
      assertEquals("weights v1\n", FLEET.host().exec("cat", "/srv/model.bin").assertOk().stdout());
      assertEquals("640", FLEET.host().exec("stat", "-c", "%a", "/srv/model.bin").assertOk().out());
      FleetRun.Result second = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb);
      assertEquals(0, second.changed(), second.all());
    } finally {
      server.stop(0);
    }
  }

  @Test
  void gitClonesPinsAndFollowsUpstreamTwice() {
    FLEET
        .host()
        .exec(
            "sh",
            "-c",
            String.join(
                " && ",
                "git init -q -b main /tmp/work",
                "cd /tmp/work",
                "echo one > model.txt",
                "git add model.txt",
                "git -c user.name=t -c user.email=t@example commit -qm one",
                "git -c user.name=t -c user.email=t@example tag -a v1 -m v1",
                "git clone -q --bare /tmp/work /srv/upstream.git",
                "git config --system --add safe.directory /srv/upstream.git",
                "ssh-keygen -q -t ed25519 -N '' -f /root/deploy_key",
                "cat /root/deploy_key.pub >> /home/play/.ssh/authorized_keys"))
        .assertOk();
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "git.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - ansible.builtin.git: {repo: /srv/upstream.git, dest: /srv/app}
              register: app
            - git: {repo: /srv/upstream.git, dest: /srv/app-v1, version: v1, depth: 1}
            - git:
                repo: ssh://play@127.0.0.1/srv/upstream.git
                dest: /srv/app-ssh
                key_file: /root/deploy_key
                accept_newhostkey: true
            - assert: {that: ["app.after | length == 40", "app.before == None or app.before | length == 40"]}
        """);
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    String first = FLEET.host().exec("git", "-C", "/srv/app", "rev-parse", "HEAD").assertOk().out();
    assertEquals("one\n", FLEET.host().exec("cat", "/srv/app-ssh/model.txt").assertOk().stdout());
    FLEET
        .host()
        .exec(
            "sh",
            "-c",
            "cd /tmp/work && echo two > model.txt && git -c user.name=t -c user.email=t@example"
                + " commit -qam two && git push -q /srv/upstream.git main")
        .assertOk();
    FleetRun.Result moved = FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(2, FleetRun.changedLines(moved).size(), moved.out());
    assertEquals("two\n", FLEET.host().exec("cat", "/srv/app/model.txt").assertOk().stdout());
    assertEquals(
        "one\n", FLEET.host().exec("cat", "/srv/app-v1/model.txt").assertOk().stdout(), "v1 stays");
    assertTrue(moved.out().contains("-commit: " + first), moved.out());
  }

  /** The address the host reaches the test's servers at: its default gateway. */
  private static String gateway() {
    String hex =
        FLEET
            .host()
            .exec("sh", "-c", "awk '$2 == \"00000000\" {print $3}' /proc/net/route")
            .assertOk()
            .out();
    return Ipv4.format(Ipv4.fromRouteHex(hex));
  }

  private static boolean authorized(HttpExchange ex) {
    String wanted =
        "Basic "
            + Base64.getEncoder().encodeToString("ops:s3cr3t-pw".getBytes(StandardCharsets.UTF_8));
    return wanted.equals(ex.getRequestHeaders().getFirst("Authorization"));
  }

  private static void echo(HttpExchange ex) throws IOException {
    if (!ex.getRequestURI().getPath().equals("/api/jobs")) {
      reply(ex, 404, "text/plain", "no\n");
      return;
    }
    String body = new String(ex.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
    String json =
        "{\"method\": \""
            + ex.getRequestMethod()
            + "\", \"body\": \""
            + body.replace("\"", "\\\"")
            + "\", \"type\": \""
            + ex.getRequestHeaders().getFirst("Content-Type")
            + "\", \"agent\": \""
            + ex.getRequestHeaders().getFirst("User-Agent")
            + "\", \"trace\": \""
            + ex.getRequestHeaders().getFirst("X-Trace")
            + "\"}";
    ex.getResponseHeaders().add("Set-Cookie", "session=abc123; Path=/");
    reply(ex, 200, "application/json", json);
  }

  private static void reply(HttpExchange ex, int status, String type, String body)
      throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    ex.getResponseHeaders().add("Content-Type", type);
    boolean empty = status == 304 || status == 401;
    if (status == 401) {
      ex.getResponseHeaders().add("WWW-Authenticate", "Basic realm=\"play\"");
    }
    ex.sendResponseHeaders(status, empty ? -1 : bytes.length);
    if (!empty) {
      ex.getResponseBody().write(bytes);
    }
    ex.close();
  }
}
