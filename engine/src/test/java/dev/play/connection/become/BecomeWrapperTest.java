package dev.play.connection.become;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.play.connection.Become;
import dev.play.connection.Command;
import org.junit.jupiter.api.Test;

class BecomeWrapperTest {
  private final BecomeWrapper wrapper = new BecomeWrapper(() -> "abc123", BecomeTools.DEFAULT);

  @Test
  void sudoCommandLineIsPinned() throws Exception {
    WrappedCommand w =
        wrapper.wrap(
            new Command("id -u && echo 'it''s'", null, new Become("postgres", "sudo", "pw")),
            "deploy");
    assertEquals(
        "sudo -S -p '[sudo via play, key=abc123] password:' -H -u postgres /bin/sh -c "
            + "'echo BECOME-SUCCESS-abc123; id -u && echo '\"'\"'it'\"'\"''\"'\"'s'\"'\"''",
        w.commandLine());
    assertEquals("[sudo via play, key=abc123] password:", w.promptMarker());
    assertEquals("BECOME-SUCCESS-abc123", w.successMarker());
    assertFalse(w.commandLine().contains("pw"));
  }

  @Test
  void suCommandLineIsPinned() throws Exception {
    WrappedCommand w =
        wrapper.wrap(new Command("whoami", null, new Become("app", "su", null)), "root");
    assertEquals("su -s /bin/sh app -c 'echo BECOME-SUCCESS-abc123; whoami'", w.commandLine());
    assertEquals(null, w.promptMarker());
  }

  @Test
  void becomeExeAndFlagsReplaceTheProgramAndTheDefaultFlags() throws Exception {
    Become sudo = new Become("app", "sudo", null, "/opt/bin/sudo", java.util.List.of("-E", "-n"));
    assertEquals(
        "/opt/bin/sudo -S -p '[sudo via play, key=abc123] password:' -E -n -u app /bin/sh -c "
            + "'echo BECOME-SUCCESS-abc123; id'",
        wrapper.wrap(Command.of("id").withBecome(sudo), "me").commandLine());
    Become su = new Become("app", "su", null, "/bin/su", java.util.List.of("-l"));
    assertEquals(
        "/bin/su -l -s /bin/sh app -c 'echo BECOME-SUCCESS-abc123; id'",
        wrapper.wrap(Command.of("id").withBecome(su), "me").commandLine());
  }

  @Test
  void withAPasswordSudoIsNotToldNonInteractiveAsAnsibleDropsN() {
    java.util.List<String> flags =
        java.util.List.of("-n", "-Hn", "--non-interactive", "--login", "-E");
    assertEquals(java.util.List.of("-H", "--login", "-E"), BecomeWrapper.sudoFlags(flags, true));
    assertEquals(flags, BecomeWrapper.sudoFlags(flags, false));
  }

  @Test
  void shellsOfOtherExeOrFlagsAreNotShared() {
    assertEquals("sudo:root", new Become("root", "sudo", "pw").identity());
    assertEquals(
        "sudo:root:/opt/sudo:-E",
        new Become("root", "sudo", null, "/opt/sudo", java.util.List.of("-E")).identity());
  }

  @Test
  void noBecomeOrSameUserRunsDirectly() throws Exception {
    assertEquals("/bin/sh -c 'echo hi'", wrapper.wrap(Command.of("echo hi"), "me").commandLine());
    WrappedCommand same =
        wrapper.wrap(Command.of("echo hi").withBecome(new Become("me", "sudo", "pw")), "me");
    assertEquals("/bin/sh -c 'echo hi'", same.commandLine());
    assertFalse(same.escalates());
  }

  @Test
  void unknownMethodIsRejected() {
    BecomeException e =
        assertThrows(
            BecomeException.class,
            () -> wrapper.wrap(Command.of("x").withBecome(new Become("root", "doas", "pw")), "me"));
    assertEquals("unsupported become method 'doas' (play supports sudo and su)", e.getMessage());
  }

  @Test
  void randomMarkersDiffer() throws Exception {
    BecomeWrapper random = BecomeWrapper.random();
    Command c = Command.of("x").withBecome(new Become("root", "sudo", null));
    assertFalse(random.wrap(c, "me").successMarker().equals(random.wrap(c, "me").successMarker()));
  }
}
