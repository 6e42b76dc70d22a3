package dev.play.connection.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SshTargetsTest {
  private static final Path HOME = Path.of("/home/me");
  private static final SshDefaults NONE =
      new SshDefaults(null, null, null, null, null, null, null, HOME, "me", null);

  private static SshTarget target(String host, Map<String, Object> vars, SshDefaults d)
      throws Exception {
    return new SshTargets(d, SshConfigTest.sample(), new dev.play.secret.Secrets())
        .target(host, vars::get);
  }

  @Test
  void everyVariableATargetReadsIsListedSoThatEqualValuesMeanAnEqualTarget() throws Exception {
    Map<String, Object> some =
        Map.of(
            "ansible_ssh_user",
            "u",
            "ansible_ssh_common_args",
            "-o Port=2",
            "ansible_password",
            "pw",
            "ansible_ssh_timeout",
            3,
            "ansible_host_key_checking",
            "false");
    assertEquals(
        new java.util.TreeSet<>(SshTargets.VARIABLES),
        read(Map.of()),
        "with none set, each is asked for");
    assertTrue(
        SshTargets.VARIABLES.containsAll(read(some)), "with some set, no other is asked for");
  }

  private static java.util.Set<String> read(Map<String, Object> vars) throws Exception {
    java.util.Set<String> read = new java.util.TreeSet<>();
    new SshTargets(NONE, SshConfig.empty(HOME, "me"), new dev.play.secret.Secrets())
        .target(
            "web1",
            name -> {
              read.add(name);
              return vars.get(name);
            });
    return read;
  }

  @Test
  void builtInDefaults() throws Exception {
    SshTarget t =
        new SshTargets(NONE, SshConfig.empty(HOME, "me"), new dev.play.secret.Secrets())
            .target("web1", Map.<String, Object>of()::get);
    assertEquals(
        new SshTarget(
            "web1",
            "web1",
            22,
            "me",
            List.of(
                HOME.resolve(".ssh/id_ed25519"),
                HOME.resolve(".ssh/id_ecdsa"),
                HOME.resolve(".ssh/id_rsa")),
            null,
            HostKeyPolicy.STRICT,
            HOME.resolve(".ssh/known_hosts"),
            List.of(),
            Duration.ofSeconds(10),
            3,
            KeepAlive.DEFAULT,
            8,
            Duration.ofSeconds(30)),
        t);
  }

  @Test
  void sshConfigAppliesToAnsibleHost() throws Exception {
    SshTarget t = target("node1", Map.of("ansible_host", "gpu-02"), NONE);
    assertEquals("gpu-02", t.address());
    assertEquals("ubuntu", t.user());
    assertEquals(
        List.of(new JumpHop("jump", "203.0.113.5", 2222), new JumpHop("ops", "relay", 2200)),
        t.jumps());
    assertEquals(HostKeyPolicy.OFF, t.policy());
  }

  @Test
  void serverAliveOptionsSetTheKeepAlives() throws Exception {
    assertEquals(KeepAlive.DEFAULT, target("web1", Map.of(), NONE).keepAlive());
    SshTarget t =
        target(
            "web1",
            Map.of(
                "ansible_ssh_common_args",
                "-o ServerAliveInterval=2",
                "ansible_ssh_extra_args",
                "-o 'ServerAliveCountMax 3' -o ServerAliveInterval=9"),
            NONE);
    assertEquals(
        new KeepAlive(Duration.ofSeconds(2), 3),
        t.keepAlive(),
        "the first value of each wins, as in ssh");
    assertEquals(Duration.ofSeconds(6), t.keepAlive().deadAfter());
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                target(
                    "web1",
                    Map.of("ansible_ssh_common_args", "-o ServerAliveInterval=soon"),
                    NONE));
    assertEquals(
        "-o ServerAliveInterval=soon: a whole number of at least 0 is needed", e.getMessage());
  }

  @Test
  void remotePortIsBelowTheVariablesAndTheKeywordAboveSshConfig() throws Exception {
    SshDefaults cfg =
        new SshDefaults(null, 2200, null, null, null, null, null, null, HOME, "me", null);
    assertEquals(2200, target("web1", Map.of(), cfg).port());
    assertEquals(
        2201,
        target("web1", Map.of("ansible_port", 2201), cfg).port(),
        "ansible_port, or the port keyword the engine puts below the variables, wins");
    assertEquals(22, target("web1", Map.of(), NONE).port());
  }

  @Test
  void commandLineBeatsSshConfig() throws Exception {
    SshDefaults cli =
        new SshDefaults(
            "admin",
            Path.of("/keys/cli"),
            "pw",
            null,
            HostKeyPolicy.STRICT,
            Duration.ofSeconds(5),
            null,
            HOME,
            "me",
            null);
    SshTarget t = target("gpu-03", Map.of(), cli);
    assertEquals("admin", t.user());
    assertEquals(List.of(Path.of("/keys/cli")), t.identityFiles());
    assertEquals(HostKeyPolicy.STRICT, t.policy());
    assertEquals(Duration.ofSeconds(5), t.connectTimeout());
    assertEquals("pw", t.password());
  }

  @Test
  void inventoryVariablesBeatEverything() throws Exception {
    SshDefaults cli =
        new SshDefaults(
            "admin",
            Path.of("/keys/cli"),
            "cli-pw",
            null,
            HostKeyPolicy.STRICT,
            Duration.ofSeconds(5),
            null,
            HOME,
            "me",
            null);
    Map<String, Object> vars =
        Map.of(
            "ansible_host",
            "db.example.net",
            "ansible_port",
            2201,
            "ansible_user",
            "deploy",
            "ansible_ssh_private_key_file",
            "~/.ssh/deploy",
            "ansible_ssh_pass",
            "inv-pw",
            "ansible_ssh_timeout",
            "7",
            "ansible_ssh_retries",
            0,
            "ansible_host_key_checking",
            false);
    SshTarget t = target("db", vars, cli);
    assertEquals(
        "db.example.net:2201 deploy [/home/me/.ssh/deploy] inv-pw OFF PT7S 1",
        t.address()
            + ":"
            + t.port()
            + " "
            + t.user()
            + " "
            + t.identityFiles()
            + " "
            + t.password()
            + " "
            + t.policy()
            + " "
            + t.connectTimeout()
            + " "
            + t.connectAttempts());
    assertEquals(Path.of("/home/me/.ssh/known_hosts_example"), t.knownHosts());
  }

  @Test
  void olderSshNamesAreReadAndWinOverTheNewOnesAsInAnsible() throws Exception {
    SshTarget old =
        target(
            "web3",
            Map.of(
                "ansible_ssh_host",
                "10.0.0.3",
                "ansible_ssh_port",
                2222,
                "ansible_ssh_user",
                "ops",
                "ansible_private_key_file",
                "/k/ops"),
            NONE);
    assertEquals(
        "10.0.0.3:2222 ops [/k/ops]",
        old.address() + ":" + old.port() + " " + old.user() + " " + old.identityFiles());
    SshTarget both =
        target(
            "web3",
            Map.of(
                "ansible_host",
                "a",
                "ansible_ssh_host",
                "b",
                "ansible_port",
                1,
                "ansible_ssh_port",
                2,
                "ansible_user",
                "u",
                "ansible_ssh_user",
                "v"),
            NONE);
    assertEquals("b:2 v", both.address() + ":" + both.port() + " " + both.user());
  }

  @Test
  void hostKeyCheckingOffBeatsStrictHostKeyCheckingInTheSshArgsAsInAnsible() throws Exception {
    Map<String, Object> strictArgs =
        Map.of("ansible_ssh_common_args", "-o StrictHostKeyChecking=yes");
    SshDefaults cfgOff =
        new SshDefaults(null, null, null, null, HostKeyPolicy.OFF, null, null, HOME, "me", null);
    assertEquals(HostKeyPolicy.OFF, target("a", strictArgs, cfgOff).policy());
    SshDefaults cfgOn =
        new SshDefaults(null, null, null, null, HostKeyPolicy.STRICT, null, null, HOME, "me", null);
    assertEquals(HostKeyPolicy.STRICT, target("a", strictArgs, cfgOn).policy());
    Map<String, Object> varOff =
        Map.of(
            "ansible_host_key_checking",
            "false",
            "ansible_ssh_common_args",
            "-o StrictHostKeyChecking=accept-new");
    assertEquals(HostKeyPolicy.OFF, target("a", varOff, cfgOn).policy());
  }

  @Test
  void sshArgsInVariablesBeatCommandLineButNotExplicitVariables() throws Exception {
    Map<String, Object> vars =
        Map.of(
            "ansible_ssh_common_args",
            "-o ProxyJump=ops@hop1:2200,hop2 -o StrictHostKeyChecking=accept-new -o 'UserKnownHostsFile /tmp/kh' -p 2022 -i /k/a",
            "ansible_ssh_extra_args",
            "-J ignored -oPort=9",
            "ansible_port",
            "2023");
    SshDefaults cli =
        new SshDefaults(
            null,
            Path.of("/keys/cli"),
            null,
            null,
            HostKeyPolicy.STRICT,
            null,
            null,
            HOME,
            "me",
            null);
    SshTarget t = target("plain", vars, cli);
    assertEquals(
        List.of(new JumpHop("ops", "hop1", 2200), new JumpHop("me", "hop2", 22)), t.jumps());
    assertEquals(HostKeyPolicy.ACCEPT_NEW, t.policy());
    assertEquals(Path.of("/tmp/kh"), t.knownHosts());
    assertEquals(2023, t.port());
    assertEquals(List.of(Path.of("/k/a")), t.identityFiles());
  }

  @Test
  void badValuesNameTheVariable() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> target("x", Map.of("ansible_port", "twenty"), NONE));
    assertEquals("ansible_port: expected a number, got 'twenty'", e.getMessage());
    IllegalArgumentException p =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                target(
                    "x",
                    Map.of("ansible_ssh_common_args", "-o ProxyCommand='ssh -W %h:%p bastion'"),
                    NONE));
    assertEquals(
        "ProxyCommand is not supported (play does not run a local ssh); use ProxyJump / -J",
        p.getMessage());
  }

  @Test
  void passwordIsHiddenInToString() throws Exception {
    SshTarget t = target("x", Map.of("ansible_password", "hunter2"), NONE);
    assertFalse(t.toString().contains("hunter2"));
    assertFalse(
        new SshDefaults(null, null, "a1", "b2", null, null, null, HOME, "me", null)
            .toString()
            .matches(".*(a1|b2).*"));
  }

  @Test
  void argsTokenizer() {
    assertEquals(
        List.of("-o", "A=b c", "-J", "x\"y", "z"), SshArgs.words(" -o 'A=b c'  -J \"x\\\"y\" z "));
  }
}
