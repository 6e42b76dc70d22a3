package dev.play.connection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class ProbeRequestTest {
  @Test
  void aProbesScriptEndsWithItsFunction() {
    ProbeRequest r = new ProbeRequest(List.of("/etc/hosts"), "echo \"$p\"\n");
    assertEquals(r, new Command("p=a\necho \"$p\"\n", null, null, true, r).request());
    assertThrows(
        IllegalArgumentException.class,
        () -> new Command("p=a\necho other\n", null, null, true, r));
    assertThrows(
        IllegalArgumentException.class,
        () -> new Command("p=a\necho \"$p\"\n", null, null, false, r),
        "a command that is no probe asks nothing of a shell");
    assertEquals(
        r, new Command("p=a\necho \"$p\"\n", null, null, true, r).withBecome(null).request());
  }

  @Test
  void aPathTheStatCacheCannotHoldIsRefused() {
    for (String bad : List.of("", "a|b", "a\nb")) {
      assertThrows(IllegalArgumentException.class, () -> new ProbeRequest(List.of(bad), ""), bad);
    }
    assertEquals(List.of(), new ProbeRequest(List.of("/a"), "x").withoutStats().statPaths());
    assertEquals("x", new ProbeRequest(List.of("/a"), "x").withoutStats().function());
  }
}
