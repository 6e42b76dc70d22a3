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
 * Packages for real: a Debian host installs from Debian's mirror (through its own apt sources),
 * each playbook checked, applied and applied again with no change.
 */
@ContainerTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PackagesOverSshTest {
  @RegisterExtension static final SharedFleet FLEET = new SharedFleet(() -> Fleet.start(1));

  @Test
  @Order(1)
  void installFromTheMirrorTwice() {
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "apt.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - ansible.builtin.apt:
                name: [jq, less]
                state: present
                update_cache: true
                cache_valid_time: 3600
                install_recommends: false
              register: installed
            - apt: name=jq state=latest
        """);
    FLEET.host().exec("sh", "-c", "touch -d '1 day ago' /var/lib/apt/lists").assertOk();
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(
        "install ok installed",
        FLEET.host().exec("dpkg-query", "-W", "-f=${Status}", "jq").assertOk().out());
    assertEquals(
        "install ok installed",
        FLEET.host().exec("dpkg-query", "-W", "-f=${Status}", "less").assertOk().out());
  }

  @Test
  @Order(2)
  void pinRemoveAndPurgeTwice() {
    String version = FLEET.host().exec("dpkg-query", "-W", "-f=${Version}", "jq").assertOk().out();
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "apt-remove.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - apt: name=jq=%s state=present
            - apt: {name: less, state: absent, purge: true}
        """
                .formatted(version.substring(0, 2) + "*"));
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    assertTrue(
        FLEET.host().exec("dpkg-query", "-W", "-f=${Status}", "less").stdout().isEmpty()
            || FLEET
                .host()
                .exec("dpkg-query", "-W", "-f=${Status}", "less")
                .stdout()
                .contains("not-installed"));
  }

  @Test
  @Order(3)
  void unknownPackageFailsWithAnsiblesMessageBeforeAptGetRuns() {
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "apt-missing.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - apt: name=no-such-package-play state=present
        """);
    FleetRun.Result r = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(
        r.out().contains("No package matching 'no-such-package-play' is available"), r.all());
  }

  @Test
  @Order(3)
  void aPackageAnEarlierCommandMayBringIsAnAssumedInstallInCheckMode() {
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "apt-assumed.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - name: Add the vendor's repository
              shell: echo 'deb http://vendor.invalid/ ./' > /etc/apt/sources.list.d/vendor.list
            - apt: name=no-such-package-play,mail-transport-agent,jq state=present
        """);
    FleetRun.Result r = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb, "--check");
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(
        r.out()
            .contains(
                "install no-such-package-play, mail-transport-agent\n                 assumed:"
                    + " no-such-package-play is not in the package index; the earlier task “Add the vendor's repository” (shell),"
                    + " which check mode does not run, may add a package source\n"),
        r.all());
  }

  @Test
  @Order(4)
  void deb822SourceWithAKeyFromAUrlTwice() throws Exception {
    String key =
        "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQINBGT3xQ0BEADtest\n=abcd\n-----END PGP PUBLIC KEY BLOCK-----\n";
    com.sun.net.httpserver.HttpServer server =
        com.sun.net.httpserver.HttpServer.create(new java.net.InetSocketAddress("0.0.0.0", 0), 0);
    server.createContext(
        "/key.asc",
        ex -> {
          byte[] body = key.getBytes(java.nio.charset.StandardCharsets.UTF_8);
          ex.sendResponseHeaders(200, body.length);
          ex.getResponseBody().write(body);
          ex.close();
        });
    server.start();
    try {
      String gateway =
          FLEET
              .host()
              .exec("sh", "-c", "awk '$2 == \"00000000\" {print $3}' /proc/net/route")
              .assertOk()
              .out();
      String gw = dev.play.facts.net.Ipv4.format(dev.play.facts.net.Ipv4.fromRouteHex(gateway));
      // The host's own mirror, read from its sources: the repository names no mirror.
      String mirror =
          FLEET
              .host()
              .exec("sh", "-c", "awk '/^deb / {print $2; exit}' /etc/apt/sources.list")
              .assertOk()
              .out();
      Path pb =
          FleetRun.playbook(
              FLEET.fleet(),
              "deb822.yml",
              """
          - hosts: nodes
            become: true
            gather_facts: true
            tasks:
              - apt: name=curl state=present
              - ansible.builtin.deb822_repository:
                  name: debian-updates
                  types: deb
                  uris: "%s"
                  suites: "{{ ansible_distribution_release }}-updates"
                  components: [main]
                  architectures: "{{ ansible_dpkg_architecture }}"
                  signed_by: /usr/share/keyrings/debian-archive-keyring.gpg
              - deb822_repository:
                  name: Example Vendor
                  uris: https://vendor.example/apt
                  suites: stable
                  components: main
                  signed_by: "http://%s:%d/key.asc"
                  enabled: false
              - apt: name=jq state=present update_cache=yes
          """
                  .formatted(mirror, gw, server.getAddress().getPort()));
      FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
      String sources =
          FLEET
              .host()
              .exec("cat", "/etc/apt/sources.list.d/debian-updates.sources")
              .assertOk()
              .stdout();
      assertTrue(
          sources.startsWith(
              "X-Repolib-Name: debian-updates\nTypes: deb\nURIs: "
                  + mirror
                  + "\nSuites: bookworm-updates\n"),
          sources);
      assertEquals(
          key,
          FLEET.host().exec("cat", "/etc/apt/keyrings/example-vendor.asc").assertOk().stdout());
      assertTrue(
          FLEET
              .host()
              .exec("cat", "/etc/apt/sources.list.d/example-vendor.sources")
              .assertOk()
              .stdout()
              .contains("Signed-By: /etc/apt/keyrings/example-vendor.asc\nEnabled: no\n"));
      assertTrue(
          Integer.parseInt(
                  FLEET
                      .host()
                      .exec("sh", "-c", "ls /var/lib/apt/lists | grep -c bookworm-updates || true")
                      .out()
                      .strip())
              > 0,
          "apt read the new source");
    } finally {
      server.stop(0);
    }
  }

  @Test
  @Order(5)
  void aptKeyDearmoredWithoutGpgTwice() throws Exception {
    String armored =
        java.nio.file.Files.readString(Path.of("src/test/resources/keys/test-repository.asc"));
    byte[] binary =
        java.nio.file.Files.readAllBytes(Path.of("src/test/resources/keys/test-repository.gpg"));
    String indented =
        armored
            .lines()
            .map(l -> "          " + l)
            .collect(java.util.stream.Collectors.joining("\n"));
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "apt-key.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - apt_key:
                keyring: /etc/apt/keyrings/test-repository.gpg
                data: |
        %s
        """
                .formatted(indented));
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    String digest =
        FLEET
            .host()
            .exec("sh", "-c", "sha256sum < /etc/apt/keyrings/test-repository.gpg | cut -c1-64")
            .assertOk()
            .out();
    assertEquals(
        java.util.HexFormat.of()
            .formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(binary)),
        digest);
  }

  @Test
  @Order(6)
  void aptRepositoryLineTwiceThenAbsent() {
    String mirror =
        FLEET
            .host()
            .exec("sh", "-c", "awk '/^deb / {print $2; exit}' /etc/apt/sources.list")
            .assertOk()
            .out();
    String line =
        "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] "
            + mirror
            + " bookworm-backports main";
    Path present =
        FleetRun.playbook(
            FLEET.fleet(),
            "apt-repo.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - ansible.builtin.apt_repository: {repo: "%s", filename: backports}
        """
                .formatted(line));
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), present);
    assertEquals(
        line + "\n",
        FLEET.host().exec("cat", "/etc/apt/sources.list.d/backports.list").assertOk().stdout());
    Path absent =
        FleetRun.playbook(
            FLEET.fleet(),
            "apt-repo-absent.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - apt_repository: {repo: "%s", state: absent, update_cache: false}
        """
                .formatted(line));
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), absent);
    assertEquals(
        "", FLEET.host().exec("cat", "/etc/apt/sources.list.d/backports.list").assertOk().stdout());
  }

  @Test
  @Order(7)
  void getUrlByChecksumAndWithCredentialsTwice() throws Exception {
    byte[] body = "model weights v1\n".getBytes(java.nio.charset.StandardCharsets.UTF_8);
    String sha256 =
        java.util.HexFormat.of()
            .formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(body));
    com.sun.net.httpserver.HttpServer server =
        com.sun.net.httpserver.HttpServer.create(new java.net.InetSocketAddress("0.0.0.0", 0), 0);
    serve(server, "/files/weights.bin", body);
    serve(
        server,
        "/files/SHA256SUMS",
        (sha256 + "  weights.bin\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
    server.createContext(
        "/private/token.txt",
        ex -> {
          String auth = ex.getRequestHeaders().getFirst("Authorization");
          String wanted =
              "Basic " + java.util.Base64.getEncoder().encodeToString("ops:s3cr3t-pw".getBytes());
          byte[] out = wanted.equals(auth) ? "token\n".getBytes() : new byte[0];
          ex.sendResponseHeaders(
              wanted.equals(auth) ? 200 : 401, out.length == 0 ? -1 : out.length);
          ex.getResponseBody().write(out);
          ex.close();
        });
    server.start();
    try {
      String gateway =
          FLEET
              .host()
              .exec("sh", "-c", "awk '$2 == \"00000000\" {print $3}' /proc/net/route")
              .assertOk()
              .out();
      String base =
          "http://"
              + dev.play.facts.net.Ipv4.format(dev.play.facts.net.Ipv4.fromRouteHex(gateway))
              + ":"
              + server.getAddress().getPort();
      Path pb =
          FleetRun.playbook(
              FLEET.fleet(),
              "get-url.yml",
              """
          - hosts: nodes
            become: true
            gather_facts: false
            tasks:
              - file: path=/srv/models state=directory
              - get_url: {url: "%1$s/files/weights.bin", dest: /srv/models/, checksum: "sha256:%1$s/files/SHA256SUMS", mode: "0640"}
              - ansible.builtin.get_url:
                  url: "%1$s/files/weights.bin"
                  dest: /srv/models/copy.bin
                  checksum: "sha256:%2$s"
              - get_url: {url: "%1$s/private/token.txt", dest: /srv/token.txt, url_username: ops, url_password: s3cr3t-pw}
          """
                  .formatted(base, sha256));
      FleetRun.Result first =
          FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb, "-vvv");
      assertTrue(!first.all().contains("s3cr3t-pw"), "the password was printed");
      assertEquals(
          "model weights v1\n",
          FLEET.host().exec("cat", "/srv/models/weights.bin").assertOk().stdout());
      assertEquals(
          "640", FLEET.host().exec("stat", "-c", "%a", "/srv/models/weights.bin").assertOk().out());
      assertEquals("token\n", FLEET.host().exec("cat", "/srv/token.txt").assertOk().stdout());
      Path bad =
          FleetRun.playbook(
              FLEET.fleet(),
              "get-url-bad.yml",
              """
          - hosts: nodes
            become: true
            gather_facts: false
            tasks:
              - get_url: {url: "%s/files/weights.bin", dest: /srv/bad.bin, checksum: "sha256:0000"}
          """
                  .formatted(base));
      FleetRun.Result r = FleetRun.play(FLEET.fleet(), FLEET.inventory(), bad);
      assertEquals(2, r.exitCode(), r.all());
      assertTrue(r.out().contains("The checksum for /srv/bad.bin did not match 0000"), r.all());
      assertEquals(
          "",
          FLEET.host().exec("sh", "-c", "ls /srv | grep bad || true").out(),
          "no file, no temporary file");
    } finally {
      server.stop(0);
    }
  }

  /**
   * A dpkg run cut off mid-install (here: {@code less} unpacked but not configured, and dpkg's
   * journal left behind, as a host that lost its connection or power leaves them) makes apt refuse
   * with "dpkg was interrupted"; play finishes that run with {@code dpkg --configure -a} and
   * installs, so the rerun converges.
   */
  @Test
  @Order(8)
  void anInstallCutOffEarlierIsFinishedFirst() {
    FLEET
        .host()
        .exec(
            "sh",
            "-c",
            "cd /tmp && apt-get download -q less >/dev/null && dpkg --unpack less_*.deb >/dev/null"
                + " && rm less_*.deb && : > /var/lib/dpkg/updates/0000")
        .assertOk();
    assertEquals(
        "install ok unpacked",
        FLEET.host().exec("dpkg-query", "-W", "-f=${Status}", "less").assertOk().out());
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "apt-interrupted.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - apt: name=less state=present
        """);
    FleetRun.Result first = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb, "-v");
    assertEquals(0, first.exitCode(), first.all());
    assertTrue(
        first.out().contains("dpkg was interrupted: running dpkg --configure -a"), first.all());
    assertEquals(
        "install ok installed",
        FLEET.host().exec("dpkg-query", "-W", "-f=${Status}", "less").assertOk().out());
    assertEquals(
        "",
        FLEET.host().exec("ls", "/var/lib/dpkg/updates").assertOk().out(),
        "dpkg's journal is done");
    assertEquals(
        0, FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb).changed(), "the rerun converged");
  }

  @Test
  @Order(9)
  void packageFactsServiceFactsAndSelectionsTwice() {
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "facts-selections.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - ansible.builtin.package_facts: {manager: auto}
            - service_facts:
            - assert:
                that:
                  - ansible_facts.packages['sudo'][0].source == 'apt'
                  - packages['sudo'][0].version is match('1\\.9')
                  - "'python3' not in packages"
                  - "services['ssh'] == {'name': 'ssh', 'state': 'running', 'source': 'sysv'}"
            - dpkg_selections: {name: sudo, selection: hold}
              register: held
            - assert: {that: ["held is not changed or held.before == 'install'", "held.after == 'hold'"]}
        """);
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(
        "hold",
        FLEET
            .host()
            .exec("sh", "-c", "dpkg --get-selections sudo | awk '{print $2}'")
            .assertOk()
            .out());
    FLEET.host().exec("sh", "-c", "echo 'sudo install' | dpkg --set-selections").assertOk();
  }

  private static void serve(com.sun.net.httpserver.HttpServer server, String path, byte[] body) {
    server.createContext(
        path,
        ex -> {
          ex.sendResponseHeaders(200, body.length);
          ex.getResponseBody().write(body);
          ex.close();
        });
  }
}
