package dev.play.facts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.local.LocalConnection;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileProbeParserTest {
  /** Captured from the probe on Debian 12 (coreutils 9.1). */
  private static final String CAPTURED =
      """
      path=/etc/hosts
      env=0022|1000|1000|deploy|deploy
      parent=directory
      user_id=33
      group_id=
      stat=81a4|0|0|174|1716800000|1716900000|1716700000|393231|2049|1|2024-05-28 12:40:00.000000000 +0000|2024-05-27 09:53:20.000000000 +0000|root|root
      access=r--
      entry=644|0|0|f|/etc/hosts
      checksum=5ec6a4a0ea4bbe2ab4e8dc7ac0fa1d51d0a0a9f3
      content:
      MTI3LjAuMC4xIGxvY2FsaG9zdAo=""";

  @Test
  void parsesCapturedOutput() {
    ProbeResult r = FileProbeParser.parse(CAPTURED);
    assertEquals(new HostEnv(022, 1000, 1000, "deploy", "deploy"), r.env());
    assertEquals(ProbeResult.ParentState.DIRECTORY, r.parent());
    assertEquals(false, r.parentWriteable());
    assertEquals(33, r.userId().getAsInt());
    assertTrue(r.groupId().isEmpty());
    FileFacts.Present p = assertInstanceOf(FileFacts.Present.class, r.file());
    assertEquals(FileType.FILE, p.type());
    assertEquals(0644, p.mode());
    assertEquals(new FileFacts.Owner(0, 0, "root", "root"), p.owner());
    assertEquals(174, p.size());
    assertEquals("2024-05-27 09:53:20.000000000 +0000", p.times().mtimeLocal());
    assertEquals(new FileFacts.Access(true, false, false), p.access());
    assertEquals(List.of(new TreeEntry("/etc/hosts", false, 0644, 0, 0)), r.tree());
    assertArrayEquals(
        "127.0.0.1 localhost\n".getBytes(StandardCharsets.UTF_8), r.content().orElseThrow());
  }

  @Test
  void parsesAbsentAndLinks() {
    ProbeResult absent =
        FileProbeParser.parse("path=/x\nenv=0077|0|0|root|root\nparent=absent\nabsent=1\n");
    assertEquals(new FileFacts.Absent("/x"), absent.file());
    assertEquals(0600, absent.env().newFileMode());
    ProbeResult link =
        FileProbeParser.parse(
            "path=/l\nenv=0022|0|0|root|root\nparent=directory\n"
                + "stat=a1ff|0|0|4|1|2|3|4|5|1|a|b|root|root\nlink=/etc\nreal=/etc\naccess=rwx\n");
    FileFacts.Present p = link.file().present().orElseThrow();
    assertEquals(FileType.LINK, p.type());
    assertEquals("/etc", p.linkTarget());
    assertEquals("/etc", link.realPath());
  }

  @Test
  void scriptRunsOnThisHost(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("it's here");
    Files.writeString(f, "abc");
    String script =
        FileProbe.of(f.toString()).withContent(FileProbe.ContentMode.IF_DIFFERENT, "0").script();
    CommandResult out = new LocalConnection("l").exec(Command.of(script));
    assertEquals(0, out.rc(), out.stderr());
    ProbeResult r = FileProbeParser.parse(out.stdout());
    assertEquals(
        "a9993e364706816aba3e25717850c26c9cd0d89d", r.file().present().orElseThrow().checksum());
    assertArrayEquals("abc".getBytes(StandardCharsets.UTF_8), r.content().orElseThrow());
    assertTrue(r.parentWriteable());
  }

  @Test
  void contentAlwaysIsHashedOnTheControllerAsTheHostWould(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("text");
    Files.writeString(f, "line one\nline two\n");
    for (String algorithm : List.of("sha1", "sha256", "md5")) {
      FileProbe probe =
          FileProbe.of(f.toString())
              .checksum(algorithm)
              .withContent(FileProbe.ContentMode.ALWAYS, null);
      assertFalse(
          probe.script().contains(algorithm + "sum"), "no checksum process: " + probe.script());
      CommandResult out = new LocalConnection("l").exec(Command.of(probe.script()));
      assertEquals(0, out.rc(), out.stderr());
      String onHost =
          new LocalConnection("l")
              .exec(Command.of(algorithm + "sum < '" + f + "'"))
              .stdout()
              .split(" ")[0];
      assertEquals(
          onHost,
          FileProbeParser.parse(out.stdout()).file().present().orElseThrow().checksum(),
          algorithm);
    }
  }

  @Test
  void groupIdIsCutOutByTheShell() throws Exception {
    String script = FileProbe.of("/").resolving("root", "root").script();
    CommandResult out = new LocalConnection("l").exec(Command.of(script));
    assertEquals(0, out.rc(), out.stderr());
    ProbeResult r = FileProbeParser.parse(out.stdout());
    assertEquals(0, r.groupId().orElseThrow());
    assertEquals(0, r.userId().orElseThrow());
    ProbeResult none =
        FileProbeParser.parse(
            new LocalConnection("l")
                .exec(Command.of(FileProbe.of("/").resolving(null, "no-such-group-here").script()))
                .stdout());
    assertTrue(none.groupId().isEmpty());
  }

  @Test
  void smallTextFilesAreReadByTheShellAndEverythingElseByItsTools(@TempDir Path dir)
      throws Exception {
    record Case(String name, byte[] bytes, boolean byShell) {}
    List<Case> cases =
        List.of(
            new Case(
                "tabs, backslashes, spaces, no final newline",
                "a\tb\\c  \n-x\nlast".getBytes(StandardCharsets.US_ASCII),
                true),
            new Case("empty", new byte[0], true),
            new Case("newlines only", "\n\n".getBytes(StandardCharsets.US_ASCII), true),
            new Case(
                "the limit",
                "x".repeat(FileProbeCode.SMALL_TEXT_MAX).getBytes(StandardCharsets.US_ASCII),
                true),
            new Case("a NUL byte", "x\0y\n".getBytes(StandardCharsets.US_ASCII), false),
            new Case("UTF-8", "caf\u00e9\n".getBytes(StandardCharsets.UTF_8), false),
            new Case("not UTF-8", new byte[] {'a', (byte) 0xff, '\n'}, false),
            new Case("CRLF", "cr\r\n".getBytes(StandardCharsets.US_ASCII), false),
            new Case(
                "over the limit",
                "x".repeat(FileProbeCode.SMALL_TEXT_MAX + 1).getBytes(StandardCharsets.US_ASCII),
                false));
    LocalConnection local = new LocalConnection("l");
    for (Case c : cases) {
      Path f = dir.resolve("f");
      Files.write(f, c.bytes());
      String sha1 = local.exec(Command.of("sha1sum < '" + f + "'")).stdout().split(" ")[0];
      for (FileProbe.ContentMode mode : FileProbe.ContentMode.values()) {
        CommandResult out =
            local.exec(Command.of(FileProbe.of(f.toString()).withContent(mode, "0").script()));
        assertEquals(0, out.rc(), c.name() + ": " + out.stderr());
        assertEquals(c.byShell(), out.stdout().contains("\ntext:\n"), c.name() + ", " + mode);
        ProbeResult r = FileProbeParser.parse(out.stdout());
        assertEquals(sha1, r.file().present().orElseThrow().checksum(), c.name() + ", " + mode);
        if (mode != FileProbe.ContentMode.NONE) {
          assertArrayEquals(c.bytes(), r.content().orElseThrow(), c.name() + ", " + mode);
        }
      }
    }
  }

  @Test
  void aLinksTargetComesFromStat(@TempDir Path dir) throws Exception {
    Path target = Files.writeString(dir.resolve("a -> b"), "x");
    for (String to : List.of(target.toString(), "a -> b", "missing | target")) {
      Path link = dir.resolve("it's a link -> here");
      Files.deleteIfExists(link);
      Files.createSymbolicLink(link, Path.of(to));
      CommandResult out =
          new LocalConnection("l").exec(Command.of(FileProbe.of(link.toString()).script()));
      assertEquals(0, out.rc(), out.stderr());
      ProbeResult r = FileProbeParser.parse(out.stdout());
      FileFacts.Present p = r.file().present().orElseThrow();
      assertEquals(FileType.LINK, p.type());
      assertEquals(to, p.linkTarget());
      assertEquals(
          to.startsWith("missing") ? dir.resolve(to).toString() : target.toString(), r.realPath());
    }
  }
}
