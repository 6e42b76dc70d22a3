package dev.play.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.dockerjava.api.model.AccessMode;
import com.github.dockerjava.api.model.Bind;
import com.github.dockerjava.api.model.Volume;
import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.KeyType;
import dev.play.fleet.TestHost;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Faults on real hosts, each isolated to its host with a clear message and nothing lost: a host
 * frozen mid-write or mid-install, or cut off the network mid-handler (unreachable within the
 * keep-alive limit, files whole, no temporary file, a rerun converges), a full and a read-only disk
 * (the old file intact, for {@code copy}, {@code template}, {@code lineinfile} and {@code
 * blockinfile}), a become password wrong on one host, a host that hangs at login and a jump host
 * that is down. Every host's keep-alives are set by {@code -o ServerAliveInterval=1 -o
 * ServerAliveCountMax=3}: a host that stops answering is given up after 3 s.
 */
@ContainerTest
class FaultsTest {
  private static final int FILES = 40;
  private static final int FILE_BYTES = 256 * 1024;
  private static final String ALIVE = "-o ServerAliveInterval=1 -o ServerAliveCountMax=3";
  private static Fleet fleet;
  private static Path readOnly;

  /**
   * Hosts taken off the network once: Docker does not publish their port again when they return.
   */
  private static final java.util.Set<TestHost> cutOff =
      java.util.concurrent.ConcurrentHashMap.newKeySet();

  @BeforeAll
  static void start() throws IOException {
    readOnly = Files.createTempDirectory("play-ro");
    Files.writeString(readOnly.resolve("f"), "old\n");
    readOnly.toFile().setReadable(true, false);
    fleet =
        Fleet.builder()
            .hosts(3)
            .configure(
                c ->
                    c.withTmpFs(Map.of("/mnt/small", "rw,size=64k,mode=1777"))
                        // a bind mount made by hand: Testcontainers' own (withFileSystemBind) first
                        // checks that
                        // mounts work by running an image it would have to pull
                        .withCreateContainerCmdModifier(
                            cmd ->
                                cmd.getHostConfig()
                                    .withBinds(
                                        new Bind(
                                            readOnly.toString(),
                                            new Volume("/mnt/ro"),
                                            AccessMode.ro))))
            .start();
  }

  @AfterAll
  static void stop() throws IOException {
    if (fleet != null) {
      fleet.close();
    }
    Files.deleteIfExists(readOnly.resolve("f"));
    Files.deleteIfExists(readOnly);
  }

  /** The fleet's inventory, every host with 3-second keep-alives, and {@code extra} lines. */
  private static Path inventory(String name, String extra) throws IOException {
    String hosts =
        reachable().stream()
            .map(
                h ->
                    h.inventoryLine("play", KeyType.ED25519)
                        + " ansible_ssh_common_args='"
                        + ALIVE
                        + "'")
            .collect(Collectors.joining("\n", "[nodes]\n", "\n"));
    return Files.writeString(fleet.dir().resolve(name), hosts + extra);
  }

  private static List<TestHost> reachable() {
    return fleet.hosts().stream().filter(h -> !cutOff.contains(h)).toList();
  }

  @Test
  void aHostFrozenMidWriteIsUnreachableInTimeAndKeepsOnlyWholeFiles() throws Exception {
    TestHost victim = fleet.host(2);
    Path inv = inventory("frozen.ini", "");
    Path pb =
        FleetRun.playbook(
            fleet,
            "frozen.yml",
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - file: {path: /tmp/fault, state: directory}
            - copy: {content: "{{ item }}-{{ 'x' * %d }}\\n", dest: "/tmp/fault/f{{ item }}"}
              loop: %s
        """
                .formatted(FILE_BYTES, IntStream.range(0, FILES).boxed().toList()));
    FleetRun.Result r =
        unreachableInTime(
            victim,
            inv,
            pb,
            () -> count(victim, "ls /tmp/fault 2>/dev/null | wc -l") >= 3,
            victim::pause,
            victim::unpause);
    assertTrue(r.out().contains("no answer to keep-alive messages for 3 s"), r.all());
    for (TestHost h : reachable()) {
      if (h != victim) {
        assertEquals(List.of(), badFiles(h), h.name());
        assertEquals(FILES, count(h, "ls /tmp/fault | wc -l"), h.name());
      }
    }
    waitFor(() -> tempFiles(victim).isEmpty(), null);
    assertEquals(
        List.of(), badFiles(victim), "each file the old (none) or the new, never part of it");

    FleetRun.Result again = FleetRun.play(fleet, inv, pb);
    assertEquals(0, again.exitCode(), again.all());
    assertTrue(again.recap(victim.name()).matches(".*changed=[1-9].*"), again.all());
    assertEquals(0, FleetRun.play(fleet, inv, pb).changed(), "the rerun after the fault converged");
  }

  @Test
  void aHostCutOffMidHandlerIsUnreachableAndTheOthersRunTheirHandlers() throws Exception {
    TestHost victim = fleet.host(1);
    Path inv = inventory("cut.ini", "");
    Path pb =
        FleetRun.playbook(
            fleet,
            "cut.yml",
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - copy: {content: "config\\n", dest: /tmp/cut-config}
              notify: restart
          handlers:
            - name: restart
              shell: echo started > /tmp/cut-handler; sleep 3; echo done > /tmp/cut-handler
        """);
    unreachableInTime(
        victim,
        inv,
        pb,
        () -> count(victim, "grep -c started /tmp/cut-handler 2>/dev/null || echo 0") == 1,
        () -> {
          cutOff.add(victim);
          victim.disconnectNetwork();
        },
        victim::connectNetwork);
    for (TestHost h : reachable()) {
      if (h != victim) {
        assertEquals("done", h.exec("cat", "/tmp/cut-handler").out().strip(), h.name());
      }
    }
    assertEquals(
        "config", victim.exec("cat", "/tmp/cut-config").out().strip(), "written before the cut");
  }

  @Test
  void aHostFrozenMidPackageInstallIsUnreachableInTimeAndARerunConverges() throws Exception {
    TestHost victim = fleet.host(0);
    Path inv = inventory("apt.ini", "");
    Path pb =
        FleetRun.playbook(
            fleet,
            "apt-frozen.yml",
            """
        - hosts: nodes
          gather_facts: false
          become: true
          tasks:
            - apt: {name: jq, state: present, update_cache: true, install_recommends: false}
        """);
    unreachableInTime(
        victim,
        inv,
        pb,
        () -> count(victim, "pgrep -c -f '[a]pt-get .*install' || true") > 0,
        victim::pause,
        victim::unpause);
    for (TestHost h : reachable()) {
      if (h != victim) {
        assertEquals(
            "install ok installed",
            h.exec("dpkg-query", "-W", "-f=${Status}", "jq").out(),
            h.name());
      }
    }
    FleetRun.Result again = FleetRun.play(fleet, inv, pb);
    assertEquals(0, again.exitCode(), again.all());
    assertEquals(
        "install ok installed", victim.exec("dpkg-query", "-W", "-f=${Status}", "jq").out());
    assertEquals(
        "", victim.exec("sh", "-c", "dpkg --audit").out(), "no package left half-installed");
    assertEquals(0, FleetRun.play(fleet, inv, pb).changed(), "the rerun after the fault converged");
  }

  @Test
  void aFullDiskAndAReadOnlyOneFailTheTaskAndKeepTheOldFile() throws Exception {
    TestHost host = fleet.host(0);
    host.exec("sh", "-c", "echo old > /mnt/small/f").assertOk();
    Path inv = inventory("disk.ini", "");
    Path pb =
        FleetRun.playbook(
            fleet,
            "disk.yml",
            """
        - hosts: node0
          gather_facts: false
          become: true
          tasks:
            - copy: {content: "{{ 'new' * 100000 }}", dest: "{{ dest }}"}
        """);
    FleetRun.Result full = FleetRun.play(fleet, inv, pb, "-e", "dest=/mnt/small/f");
    assertEquals(2, full.exitCode(), full.all());
    assertTrue(
        full.out().contains("cannot write /mnt/small/f: ")
            && full.out().contains("No space left on device"),
        full.all());
    assertTrue(full.out().contains("\"changed\": false"), "nothing was written: " + full.all());
    assertEquals("old", host.exec("cat", "/mnt/small/f").out().strip());
    assertEquals("f", host.exec("ls", "-A", "/mnt/small").out().strip(), "no temporary file");
    aFullDiskFailsEveryWriterAndKeepsTheOldFile(host, inv);

    FleetRun.Result ro = FleetRun.play(fleet, inv, pb, "-e", "dest=/mnt/ro/f");
    assertEquals(2, ro.exitCode(), ro.all());
    assertTrue(
        ro.out().contains("cannot write /mnt/ro/f: ") && ro.out().contains("Read-only file system"),
        ro.all());
    assertEquals("old", host.exec("cat", "/mnt/ro/f").out().strip());
  }

  /**
   * On a disk filled to the last block, {@code template}, a small {@code copy content:}, {@code
   * lineinfile} and {@code blockinfile} each fail naming the file and "No space left on device",
   * and leave the old file and no temporary file.
   */
  private static void aFullDiskFailsEveryWriterAndKeepsTheOldFile(TestHost host, Path inv)
      throws IOException {
    host.exec("sh", "-c", "dd if=/dev/zero of=/mnt/small/filler bs=4k 2>/dev/null; df /mnt/small")
        .assertOk();
    Path template = Files.writeString(fleet.dir().resolve("disk.j2"), "{{ 'templated' }}\n");
    Path pb =
        FleetRun.playbook(
            fleet,
            "disk-writers.yml",
            """
        - hosts: node0
          gather_facts: false
          become: true
          tasks:
            - template: {src: TEMPLATE, dest: /mnt/small/f}
              ignore_errors: true
            - copy: {content: "new\\n", dest: /mnt/small/f}
              ignore_errors: true
            - lineinfile: {path: /mnt/small/f, line: added}
              ignore_errors: true
            - blockinfile: {path: /mnt/small/f, block: added}
              ignore_errors: true
        """
                .replace("TEMPLATE", template.toString()));
    try {
      FleetRun.Result full = FleetRun.play(fleet, inv, pb);
      assertEquals(0, full.exitCode(), full.all());
      assertTrue(full.recap("node0").contains("changed=0"), full.all());
      assertTrue(full.recap("node0").contains("ignored=4"), full.all());
      List<String> failures =
          full.out().lines().filter(l -> l.startsWith("fatal: [node0]: FAILED!")).toList();
      assertEquals(4, failures.size(), full.all());
      for (String failure : failures) {
        assertTrue(
            failure.contains("cannot write /mnt/small/f: ")
                && failure.contains("No space left on device"),
            failure);
      }
      assertEquals("old", host.exec("cat", "/mnt/small/f").out().strip());
      assertEquals(
          List.of("f", "filler"),
          host.exec("ls", "-A", "/mnt/small").out().lines().toList(),
          "no temporary file");
    } finally {
      host.exec("rm", "-f", "/mnt/small/filler").assertOk();
    }
  }

  /**
   * Adversarial programs on a real host, over SSH and its persistent shell: a command that reads
   * the shell's nonce from its parent's command line (as any user of the host can) and prints
   * frames forged with it gets exactly its output back, and the next task its own answer; a command
   * that writes into the shell's own output stream fails alone (that shell is given up, the next
   * task gets a new one). The other hosts are untouched.
   */
  @Test
  void framesForgedOrAShellTamperedWithHarmOnlyThatCommand() throws Exception {
    TestHost victim = fleet.host(0);
    Path inv = inventory("forged.ini", "");
    Path pb =
        FleetRun.playbook(
            fleet,
            "forged.yml",
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - name: forge
              shell: |
                n=$(grep -ao '[0-9a-f]\\{32\\}' /proc/$PPID/cmdline | head -n 1)
                printf '\\n%s-E\\n\\n%s-X 0\\n%s\\nforged\\n%s-E\\n\\n%s-X 0\\nEND' $n $n $n $n $n
              register: forged
            - name: next
              command: echo next
              register: next
            - assert:
                that:
                  - forged.stdout is search('-X 0\\n[0-9a-f]{32}\\nforged\\n')
                  - forged.stdout is search('END$')
                  - next.stdout == 'next'
            - name: tamper
              shell: >-
                for f in $(ls -l /proc/$PPID/fd | awk '/^l-wx.*pipe:/ {print $9}');
                do printf 'garbage\\n' > /proc/$PPID/fd/$f; done; sleep 1
              when: inventory_hostname == 'VICTIM'
              ignore_errors: true
              register: tampered
            - name: after
              command: echo after
              register: after
            - assert:
                that: after.stdout == 'after'
        """
                .replace("VICTIM", victim.name()));
    FleetRun.Result r = FleetRun.play(fleet, inv, pb);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(
        r.out().contains("fatal: [" + victim.name() + "]: FAILED!")
            && r.out().contains("unexpected output from the remote shell"),
        r.all());
    for (TestHost h : reachable()) {
      assertTrue(r.recap(h.name()).contains("failed=0"), r.all());
      assertTrue(r.recap(h.name()).contains(h == victim ? "ignored=1" : "ignored=0"), r.all());
    }
  }

  @Test
  void aBecomePasswordWrongOnOneHostFailsThatHostAlone() throws Exception {
    TestHost wrong = fleet.host(2);
    String lines =
        java.util.stream.Stream.of(fleet.host(0), wrong)
            .map(
                h ->
                    h.name()
                        + " ansible_host="
                        + h.address()
                        + " ansible_port="
                        + h.port()
                        + " ansible_user=pwuser ansible_password=loginpass ansible_become_password="
                        + (h == wrong ? "not-it" : "sudopass"))
            .collect(Collectors.joining("\n", "[pw]\n", "\n"));
    Path inv = Files.writeString(fleet.dir().resolve("become.ini"), lines);
    Path pb =
        FleetRun.playbook(
            fleet,
            "become-one.yml",
            """
        - hosts: pw
          gather_facts: false
          become: true
          tasks:
            - command: id -un
              register: who
              changed_when: false
            - assert: {that: "who.stdout == 'root'"}
        """);
    FleetRun.Result r = FleetRun.play(fleet, inv, pb);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(
        r.out().contains("fatal: [node2]: FAILED!") && r.out().contains("incorrect sudo password"),
        r.all());
    assertTrue(r.recap("node0").contains("ok=2") && r.recap("node0").contains("failed=0"), r.all());
    assertFalse(r.all().contains("not-it") || r.all().contains("sudopass"), r.all());
  }

  @Test
  void aHostThatHangsAtLoginAndAJumpHostThatIsDownAreUnreachableAlone() throws Exception {
    try (ServerSocket silent = new ServerSocket(0)) {
      List<Socket> held = new ArrayList<>();
      Thread acceptor =
          Thread.ofVirtual()
              .start(
                  () -> {
                    while (!silent.isClosed()) {
                      try {
                        held.add(silent.accept());
                      } catch (IOException e) {
                        return;
                      }
                    }
                  });
      TestHost target = fleet.host(0);
      Path inv =
          inventory(
              "login.ini",
              "[broken]\n"
                  + "hangs ansible_host=127.0.0.1 ansible_port="
                  + silent.getLocalPort()
                  + " ansible_ssh_timeout=2 ansible_ssh_retries=0\n"
                  + "behind ansible_host="
                  + target.address()
                  + " ansible_port="
                  + target.port()
                  + " ansible_user=play"
                  + " ansible_ssh_retries=0 ansible_ssh_common_args='-o ProxyJump=play@127.0.0.1:1'\n");
      Path pb =
          FleetRun.playbook(
              fleet,
              "login.yml",
              """
          - hosts: all
            gather_facts: false
            tasks:
              - command: echo reached
          """);
      long start = System.nanoTime();
      FleetRun.Result r = FleetRun.play(fleet, inv, pb);
      Duration took = Duration.ofNanos(System.nanoTime() - start);
      assertEquals(3, r.exitCode(), r.all());
      assertTrue(
          r.out().contains("fatal: [hangs]: UNREACHABLE!")
              && r.out()
                  .contains("timed out after 2 s connecting to 127.0.0.1:" + silent.getLocalPort()),
          r.all());
      assertTrue(
          r.out().contains("fatal: [behind]: UNREACHABLE!")
              && r.out()
                  .contains(
                      "jump host play@127.0.0.1:1 is unreachable: connection refused by 127.0.0.1:1"),
          r.all());
      for (TestHost h : reachable()) {
        assertTrue(r.recap(h.name()).contains("ok=1"), r.all());
      }
      assertTrue(took.compareTo(Duration.ofSeconds(20)) < 0, "took " + took);
      silent.close();
      acceptor.join();
      for (Socket s : held) {
        s.close();
      }
    }
  }

  /**
   * Runs {@code pb}, injects {@code fault} once {@code ready} holds and {@code repair}s it when the
   * run ends: the run exits 3 with {@code victim} unreachable, given up within 15 s of the fault.
   */
  private static FleetRun.Result unreachableInTime(
      TestHost victim,
      Path inv,
      Path pb,
      java.util.function.BooleanSupplier ready,
      Runnable fault,
      Runnable repair)
      throws InterruptedException {
    CompletableFuture<FleetRun.Result> run =
        CompletableFuture.supplyAsync(() -> FleetRun.play(fleet, inv, pb));
    waitFor(ready, run);
    long start = System.nanoTime();
    fault.run();
    FleetRun.Result r;
    try {
      r = run.join();
    } finally {
      repair.run();
    }
    Duration given = Duration.ofNanos(System.nanoTime() - start);
    assertEquals(3, r.exitCode(), r.all());
    assertTrue(r.out().contains("fatal: [" + victim.name() + "]: UNREACHABLE!"), r.all());
    assertTrue(given.compareTo(Duration.ofSeconds(15)) < 0, "given up after " + given);
    return r;
  }

  /** The files under /tmp/fault whose size is not that of the content written to them. */
  private static List<String> badFiles(TestHost h) {
    String out =
        h.exec(
                "sh",
                "-c",
                "cd /tmp/fault 2>/dev/null && for f in f*; do [ -e \"$f\" ] && "
                    + "echo \"$f $(wc -c < \"$f\")\"; done; true")
            .out()
            .strip();
    List<String> bad = new ArrayList<>();
    for (String line : out.isEmpty() ? new String[0] : out.split("\n")) {
      String[] nameSize = line.split(" ");
      int item = Integer.parseInt(nameSize[0].substring(1));
      long expected = Integer.toString(item).length() + 1 + FILE_BYTES + 1;
      if (Long.parseLong(nameSize[1]) != expected) {
        bad.add(line);
      }
    }
    bad.addAll(tempFiles(h));
    return bad;
  }

  private static List<String> tempFiles(TestHost h) {
    String out = h.exec("sh", "-c", "find /tmp -name '*.play-*.tmp' 2>/dev/null").out().strip();
    return out.isEmpty() ? List.of() : List.of(out.split("\n"));
  }

  private static int count(TestHost h, String command) {
    String out = h.exec("sh", "-c", command).out().strip();
    return out.isEmpty() ? 0 : Integer.parseInt(out.lines().findFirst().orElseThrow());
  }

  /** Polls {@code condition} for up to 30 s; fails early when {@code run} ended first. */
  private static void waitFor(
      java.util.function.BooleanSupplier condition, CompletableFuture<?> run)
      throws InterruptedException {
    long end = System.nanoTime() + Duration.ofSeconds(30).toNanos();
    while (!condition.getAsBoolean()) {
      if (run != null && run.isDone()) {
        throw new AssertionError("the run ended before the fault: " + run.join());
      }
      if (System.nanoTime() > end) {
        throw new AssertionError("waited 30 s");
      }
      Thread.sleep(50);
    }
  }
}
