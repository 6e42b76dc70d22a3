package dev.play.module.system;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.local.LocalConnection;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The live value of a key, read from {@code /proc/sys} by the shell as {@code sysctl -n} reads it.
 */
class SysctlLiveValueTest {
  @Test
  void keysMapToProcFilesAsProcpsMapsThem() {
    assertEquals("/proc/sys/vm/swappiness", SysctlModule.procFile("vm.swappiness"));
    assertEquals(
        "/proc/sys/net/ipv4/conf/eth0.100/rp_filter",
        SysctlModule.procFile("net.ipv4.conf.eth0/100.rp_filter"));
    assertEquals("/proc/sys/net/ipv4/ip_forward", SysctlModule.procFile("net/ipv4/ip_forward"));
  }

  @Test
  void liveValueMatchesTheKernelsWithWhitespaceCollapsed() throws Exception {
    String raw = Files.readString(Path.of("/proc/sys/net/ipv4/ip_local_port_range")).strip();
    CommandResult r =
        new LocalConnection("l")
            .exec(Command.of(SysctlModule.liveValueScript("net.ipv4.ip_local_port_range")));
    assertEquals(0, r.rc(), r.stderr());
    assertEquals("x_live=" + String.join(" ", raw.split("\\s+")), r.stdout().strip());
  }

  @Test
  void unknownKeyPrintsNothingAndNoError() throws Exception {
    CommandResult r =
        new LocalConnection("l").exec(Command.of(SysctlModule.liveValueScript("no.such.key_here")));
    assertEquals("", r.stdout());
    assertEquals("", r.stderr());
    assertFalse(r.stdout().contains("x_live"));
  }
}
