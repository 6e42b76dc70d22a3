package dev.play.connection.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SshConfigTest {
  private static final Path HOME = Path.of("/home/me");

  static SshConfig sample() throws Exception {
    String text =
        new String(
            SshConfigTest.class.getResourceAsStream("/connection/ssh_config").readAllBytes());
    return SshConfig.parse(text, HOME, "me");
  }

  @Test
  void patternsFirstValueWinsAndTokens() throws Exception {
    SshOptions o = sample().lookup("gpu-01");
    assertEquals(
        new SshOptions(
            null,
            "ubuntu",
            null,
            List.of(
                "/home/me/.ssh/gpu_ubuntu_gpu-01", "/home/me/.ssh/second", "/home/me/.ssh/id_me"),
            List.of(new JumpHop(null, "bastion", 0), new JumpHop("ops", "relay", 2200)),
            HostKeyPolicy.OFF,
            null,
            null,
            null),
        o);
  }

  @Test
  void negatedPatternExcludesAndHostNameRewrites() throws Exception {
    SshOptions o = sample().lookup("gpu-special");
    assertEquals("special.example.net", o.hostName());
    assertNull(
        o.user(), "gpu-* is negated for gpu-special; *.example.net does not match the alias");
    assertNull(o.jumps());
    assertEquals(HostKeyPolicy.ACCEPT_NEW, o.policy());
  }

  @Test
  void equalsSyntaxPortAndKnownHosts() throws Exception {
    SshOptions o = sample().lookup("db.example.net");
    assertEquals("netadmin", o.user());
    assertEquals(2200, o.port());
    assertEquals("/home/me/.ssh/known_hosts_example", o.knownHosts());
  }

  @Test
  void proxyJumpNoneIsAnEmptyChainAndMatchBlocksAreSkipped() throws Exception {
    SshOptions o = sample().lookup("direct");
    assertEquals(List.of(), o.jumps());
    assertNull(o.user());
  }

  @Test
  void questionMarkMatchesOneCharacter() throws Exception {
    assertEquals(
        List.of("/home/me/.ssh/gpu_ubuntu_gpu-0", "/home/me/.ssh/id_me"),
        sample().lookup("gpu-0").identityFiles(),
        "gpu-0? needs one more character");
  }

  @Test
  void includeIsInlined(@TempDir Path home) throws Exception {
    Files.createDirectories(home.resolve(".ssh/conf.d"));
    Files.writeString(
        home.resolve(".ssh/conf.d/a.conf"), "Host inc\n  User included\n  Port 2022\n");
    Files.writeString(
        home.resolve(".ssh/config"), "Include conf.d/*.conf\nHost inc\n  User later\n");
    SshOptions o = SshConfig.read(home.resolve(".ssh/config"), home, "me").lookup("inc");
    assertEquals("included", o.user());
    assertEquals(2022, o.port());
  }

  @Test
  void missingFileIsEmpty(@TempDir Path home) throws Exception {
    assertEquals(SshOptions.NONE, SshConfig.read(home.resolve("nope"), home, "me").lookup("x"));
  }
}
