package dev.play.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.InheritedSignals;
import dev.play.fleet.SharedFleet;
import dev.play.fleet.TestHost;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Modules play runs with Ansible's own code, on real SSH hosts: each failure is a clear per-host
 * error and the host keeps nothing (no directory, no process); secrets of a {@code no_log} task
 * reach neither the output nor the host's disk; an unprivileged become user runs the module.
 */
@ContainerTest
class BridgeOverSshTest {
  @RegisterExtension
  static final SharedFleet PYTHON =
      new SharedFleet(() -> Fleet.builder().hosts(1).image(Fleet.PYTHON_IMAGE).start());

  @RegisterExtension static final SharedFleet BARE = new SharedFleet(() -> Fleet.start(1));

  private static final String RAISES =
      """
      #!/usr/bin/python
      from ansible.module_utils.basic import AnsibleModule
      AnsibleModule(argument_spec={})
      raise ValueError("boom from the module")
      """;
  private static final String NOT_JSON =
      """
      #!/usr/bin/python
      import sys
      from ansible.module_utils.basic import AnsibleModule
      AnsibleModule(argument_spec={})
      print("hello, not JSON")
      sys.exit(0)
      """;
  private static final String HANGS =
      """
      #!/usr/bin/python
      import time
      from ansible.module_utils.basic import AnsibleModule
      AnsibleModule(argument_spec={})
      time.sleep(120)
      """;
  private static final String SLEEPS =
      """
      #!/usr/bin/python
      import time
      from ansible.module_utils.basic import AnsibleModule
      m = AnsibleModule(argument_spec={})
      time.sleep(6)
      m.exit_json(changed=False)
      """;
  private static final String ENVIRON =
      """
      #!/usr/bin/python
      import os
      from ansible.module_utils.basic import AnsibleModule
      m = AnsibleModule(argument_spec={})
      m.exit_json(changed=False, proxy=os.environ.get("HTTP_PROXY"), lang=os.environ.get("PLAY_LANG"))
      """;
  private static final String WHOAMI =
      """
      #!/usr/bin/python
      import os, pwd
      from ansible.module_utils.basic import AnsibleModule
      m = AnsibleModule(argument_spec=dict(token=dict(type='str', no_log=True)), supports_check_mode=True)
      m.exit_json(changed=False, user=pwd.getpwuid(os.getuid()).pw_name)
      """;

  @Test
  void aHostWithoutPythonGetsAnErrorNamingTheModuleTheHostAndTheNativeWay() throws IOException {
    Fleet fleet = BARE.fleet();
    Path pb =
        FleetRun.playbook(
            fleet,
            "nopython.yml",
            """
        - hosts: all
          gather_facts: false
          tasks:
            - name: Limits
              community.general.pam_limits: {domain: play, limit_type: soft, limit_item: nofile, value: "4096"}
        """);
    FleetRun.Result r = FleetRun.play(fleet, BARE.inventory(), pb);
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(r.out().contains("TASK [Limits]"), r.all());
    assertTrue(r.out().contains("fatal: [node0]: FAILED!"), r.all());
    assertTrue(
        r.out()
            .contains(
                "Module community.general.pam_limits runs Ansible's own Python code on the host, and"
                    + " host node0 has no Python"),
        r.all());
    assertTrue(r.out().contains("play's native modules, which need no Python"), r.all());
    assertTrue(r.out().contains("No python interpreters found for host node0"), r.all());
    assertNothingLeft(BARE.host());
  }

  @Test
  void aModuleThatRaisesFailsWithItsTraceback() throws IOException {
    FleetRun.Result r = runLibraryModule("raises", RAISES, "");
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(r.out().contains("MODULE FAILURE\\nSee stdout/stderr for the exact error"), r.all());
    assertTrue(r.out().contains("ValueError: boom from the module"), r.all());
    assertNothingLeft(PYTHON.host());
  }

  @Test
  void aModuleThatPrintsSomethingElseThanJsonFails() throws IOException {
    FleetRun.Result r = runLibraryModule("notjson", NOT_JSON, "");
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(r.out().contains("\"module_stdout\": \"hello, not JSON\\n\""), r.all());
    assertTrue(r.out().contains("MODULE FAILURE"), r.all());
    assertNothingLeft(PYTHON.host());
  }

  @Test
  void aModuleThatHangsIsStoppedByTheTaskTimeout() throws IOException {
    long start = System.nanoTime();
    FleetRun.Result r = runLibraryModule("hangs", HANGS, "      timeout: 3\n");
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(
        r.out()
            .contains(
                "The hangs action failed to execute in the expected time frame (3) and was terminated"),
        r.all());
    assertTrue(System.nanoTime() - start < 60_000_000_000L, "the run waited for the module");
    assertNothingLeft(PYTHON.host());
  }

  @Test
  void aNameThatResolvesNowhereIsALoadErrorSayingWhereItLooked() throws IOException {
    Fleet fleet = PYTHON.fleet();
    Path pb =
        FleetRun.playbook(
            fleet,
            "missing.yml",
            """
        - hosts: all
          gather_facts: false
          tasks:
            - no_such_module_anywhere: {x: 1}
        """);
    FleetRun.Result r = FleetRun.play(fleet, PYTHON.inventory(), pb);
    assertEquals(4, r.exitCode(), r.all());
    assertTrue(
        r.err()
            .contains(
                "couldn't resolve module/action 'no_such_module_anywhere' (searched library"
                    + " directories ["
                    + fleet.dir().resolve("library")),
        r.all());
    assertTrue(r.err().contains("ansible-core's modules in"), r.all());
  }

  @Test
  void aModuleWhoseActionPluginPlayLacksIsRefusedAtLoad() throws IOException {
    Fleet fleet = PYTHON.fleet();
    Path pb =
        FleetRun.playbook(
            fleet,
            "action.yml",
            """
        - hosts: all
          gather_facts: false
          tasks:
            - ansible.posix.synchronize: {src: /tmp, dest: /tmp}
              when: false
        """);
    FleetRun.Result r = FleetRun.play(fleet, PYTHON.inventory(), pb);
    assertEquals(4, r.exitCode(), r.all());
    assertTrue(
        r.err()
            .contains(
                "module/action 'ansible.posix.synchronize' is ansible.posix.synchronize, whose action"
                    + " plugin ansible.posix.synchronize ("),
        r.all());
    assertTrue(
        r.err()
            .contains(
                "plugins/action/synchronize.py) runs on the controller: play does not implement"
                    + " that plugin, and does not run the module without it"),
        r.all());
  }

  @Test
  void aNoLogTasksSecretsAppearNowhere() throws IOException {
    String secret = "s3cr3t-" + System.nanoTime();
    FleetRun.Result r =
        runLibraryModule("whoami", WHOAMI, "      no_log: true\n", "token: " + secret, "-vvvv");
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(
        r.out().contains("the output has been hidden due to the fact that 'no_log: true'"),
        r.all());
    assertFalse(r.all().contains(secret), r.all());
    TestHost host = PYTHON.host();
    String found =
        host.exec(
                "sh",
                "-c",
                "grep -rl '" + secret + "' /tmp /home /root /var/tmp /var/log 2>/dev/null; true")
            .assertOk()
            .stdout();
    assertEquals("", found, "the secret is on the host");
    assertNothingLeft(host);
  }

  @Test
  void theTasksEnvironmentReachesTheModuleInTheRunnerThatStaysUp() throws IOException {
    FleetRun.Result r =
        runLibraryModule(
            "environ",
            ENVIRON,
            """
              environment: {HTTP_PROXY: "http://proxy:3128", PLAY_LANG: "{{ 'C' }}"}
              register: seen
            - debug: {msg: "{{ seen.proxy }} {{ seen.lang }}"}
        """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(r.out().contains("\"msg\": \"http://proxy:3128 C\""), r.all());
    assertNothingLeft(PYTHON.host());
  }

  @Test
  void anUnprivilegedBecomeUserRunsTheModule() throws IOException {
    FleetRun.Result r =
        runLibraryModule(
            "whoami",
            WHOAMI,
            "      become: true\n      become_user: nobody\n"
                + "      register: who\n    - debug: {var: who.user}\n",
            "",
            "-v");
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(r.out().contains("\"who.user\": \"nobody\""), r.all());
    assertNothingLeft(PYTHON.host());
  }

  @Test
  void aHostLostInTheMiddleOfABridgedTaskIsUnreachableAndKeepsNothing() throws Exception {
    TestHost host = PYTHON.host();
    Thread drop =
        Thread.ofVirtual()
            .start(
                () -> {
                  waitFor(
                      () ->
                          host.exec("sh", "-c", "pgrep -f '[r]unner.py.*--serve' >/dev/null")
                                  .exitCode()
                              == 0);
                  host.dropConnections();
                });
    FleetRun.Result r = runLibraryModule("sleeps", SLEEPS, "");
    drop.join();
    assertTrue(r.out().contains("fatal: [node0]: UNREACHABLE!"), r.all());
    assertTrue(r.out().contains("lost"), r.all());
    waitFor(
        () ->
            host.exec(
                    "sh",
                    "-c",
                    "ls -d /tmp/.play-bridge.* 2>/dev/null; pgrep -f '[r]unner.py'; true")
                .stdout()
                .isBlank());
    assertNothingLeft(host);
  }

  @Test
  void aHostLostInTheMiddleOfATaskWithARunnerOfItsOwnKeepsNothing() throws Exception {
    TestHost host = PYTHON.host();
    Thread drop =
        Thread.ofVirtual()
            .start(
                () -> {
                  waitFor(
                      () ->
                          host.exec("sh", "-c", "pgrep -f '[r]unner.py' >/dev/null").exitCode()
                              == 0);
                  host.dropConnections();
                });
    // a task with a timeout runs in a runner of its own, which the shell that runs it waits for
    FleetRun.Result r = runLibraryModule("sleeps", SLEEPS, "      timeout: 30\n");
    drop.join();
    assertTrue(r.out().contains("fatal: [node0]: UNREACHABLE!"), r.all());
    waitFor(
        () ->
            host.exec(
                    "sh",
                    "-c",
                    "ls -d /tmp/.play-bridge.* 2>/dev/null; pgrep -f '[r]unner.py'; true")
                .stdout()
                .isBlank());
    assertNothingLeft(host);
  }

  @Test
  void ctrlCInTheMiddleOfABridgedTaskLetsItFinishAndLeavesNothingOnTheHost() throws Exception {
    InheritedSignals.assumeSigintReachesChildren();
    TestHost host = PYTHON.host();
    Fleet fleet = PYTHON.fleet();
    Files.writeString(
        Files.createDirectories(fleet.dir().resolve("library")).resolve("sleeps.py"), SLEEPS);
    Path pb =
        FleetRun.playbook(
            fleet,
            "interrupted.yml",
            """
        - hosts: all
          gather_facts: false
          tasks:
            - sleeps: {}
            - sleeps: {}
        """);
    String jvm = ProcessHandle.current().info().command().orElse("java");
    Process play =
        new ProcessBuilder(
                jvm,
                "-cp",
                System.getProperty("java.class.path"),
                "dev.play.cli.Main",
                "-i",
                PYTHON.inventory().toString(),
                pb.toString(),
                "-e",
                "ansible_ssh_extra_args='-o UserKnownHostsFile=" + fleet.knownHosts() + "'")
            .redirectErrorStream(true)
            .start();
    waitFor(
        () -> host.exec("sh", "-c", "pgrep -f '[r]unner.py.*--serve' >/dev/null").exitCode() == 0);
    new ProcessBuilder("kill", "-INT", Long.toString(play.pid())).start().waitFor();
    assertTrue(
        play.waitFor(60, java.util.concurrent.TimeUnit.SECONDS), "play did not stop after SIGINT");
    String out =
        new String(play.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    assertEquals(99, play.exitValue(), out);
    assertTrue(
        out.contains("node0") && out.contains("ok=1"),
        "the running task finished, the next never started:\n" + out);
    assertNothingLeft(host);
  }

  /** Waits up to 30 s for {@code condition}. */
  private static void waitFor(java.util.function.BooleanSupplier condition) {
    long end = System.nanoTime() + 30_000_000_000L;
    while (!condition.getAsBoolean() && System.nanoTime() < end) {
      try {
        Thread.sleep(100);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  /**
   * Runs module {@code name} (written to the playbook's library/) with {@code args} and task
   * keywords {@code extra}.
   */
  private static FleetRun.Result runLibraryModule(
      String name, String code, String extra, String... argsAndFlags) throws IOException {
    Fleet fleet = PYTHON.fleet();
    Path library = Files.createDirectories(fleet.dir().resolve("library"));
    Files.writeString(library.resolve(name + ".py"), code);
    String args = argsAndFlags.length > 0 && !argsAndFlags[0].isEmpty() ? argsAndFlags[0] : "";
    Path pb =
        FleetRun.playbook(
            fleet,
            name + ".yml",
            """
        - hosts: all
          gather_facts: false
          tasks:
            - name: %s
              %s: {%s}
        %s"""
                .formatted(name, name, args, extra));
    String[] flags =
        argsAndFlags.length > 1
            ? java.util.Arrays.copyOfRange(argsAndFlags, 1, argsAndFlags.length)
            : new String[0];
    return FleetRun.play(fleet, PYTHON.inventory(), pb, flags);
  }

  /**
   * No bridge directory in any temporary directory, and no module process, once the run is over.
   */
  private static void assertNothingLeft(TestHost host) {
    String left =
        host.exec(
                "sh",
                "-c",
                "ls -d /tmp/.play-bridge.* /var/tmp/.play-bridge.* 2>/dev/null;"
                    + " pgrep -af '[r]unner.py'; true")
            .assertOk()
            .stdout();
    assertEquals("", left, "left on " + host.name());
  }
}
