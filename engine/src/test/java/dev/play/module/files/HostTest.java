package dev.play.module.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.connection.local.LocalConnection;
import dev.play.module.Change;
import dev.play.module.Module;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.TestContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every module against this machine: check mode predicts apply, the second run changes nothing. */
class HostTest {
  @TempDir Path dir;
  @TempDir Path files;

  private TestContext ctx(boolean check) {
    return new TestContext(
        new LocalConnection("local"), files, Map.of("who", "world"), check, true);
  }

  /** Check run, real run (same plan), second run: no change. Returns the real run's plan. */
  private Plan idempotent(Module m, Map<String, Object> args) throws Exception {
    Plan predicted = ctx(true).execute(m, args);
    Plan applied = ctx(false).execute(m, args);
    assertEquals(describe(predicted), describe(applied), "check mode predicts apply");
    assertTrue(applied.changed(), "first run changes");
    Plan again = ctx(false).execute(m, args);
    assertFalse(again.changed(), () -> "second run: " + describe(again));
    assertEquals(applied.result().get("mode"), again.result().get("mode"));
    assertNoTemp();
    return applied;
  }

  private static List<String> describe(Plan p) {
    return p.changes().stream().map(Change::describe).toList();
  }

  private void assertNoTemp() throws Exception {
    try (Stream<Path> s = Files.walk(dir)) {
      assertEquals(
          List.of(), s.filter(p -> p.getFileName().toString().contains(".play-")).toList());
    }
  }

  private String p(String name) {
    return dir.resolve(name).toString();
  }

  private static Map<String, Object> args(Object... kv) {
    Map<String, Object> m = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put((String) kv[i], kv[i + 1]);
    }
    return m;
  }

  private String mode(String name) throws Exception {
    return PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve(name)));
  }

  @Test
  void copyContentThenMode() throws Exception {
    Plan plan =
        idempotent(new CopyModule(), args("content", "hello\n", "dest", p("a.conf"), "mode", 0640));
    assertEquals("hello\n", Files.readString(dir.resolve("a.conf")));
    assertEquals("rw-r-----", mode("a.conf"));
    assertEquals("0640", plan.result().get("mode"));
    Plan chmod =
        idempotent(
            new CopyModule(), args("content", "hello\n", "dest", p("a.conf"), "mode", "0600"));
    assertEquals(List.of("chmod 0600 " + p("a.conf")), describe(chmod));
  }

  @Test
  void copyKeepsModeOfExistingFileAndBacksUp() throws Exception {
    Files.writeString(dir.resolve("b"), "old\n");
    Files.setPosixFilePermissions(dir.resolve("b"), PosixFilePermissions.fromString("rwx------"));
    Plan plan =
        idempotent(new CopyModule(), args("content", "new\n", "dest", p("b"), "backup", true));
    assertEquals("rwx------", mode("b"));
    try (Stream<Path> s = Files.list(dir)) {
      assertEquals(
          1,
          s.filter(f -> f.getFileName().toString().matches("b\\.\\d+\\.\\d{4}-\\d\\d-\\d\\d@.*~"))
              .count());
    }
    assertEquals(1, plan.diffs().size());
  }

  @Test
  void copySrcIntoDirectory() throws Exception {
    Files.writeString(files.resolve("motd"), "hi\n");
    Files.createDirectory(dir.resolve("etc"));
    idempotent(new CopyModule(), args("src", "motd", "dest", p("etc")));
    assertEquals("hi\n", Files.readString(dir.resolve("etc/motd")));
  }

  @Test
  void failingValidateKeepsOldFile() throws Exception {
    Files.writeString(dir.resolve("v"), "old\n");
    ModuleFailure f =
        assertThrows(
            ModuleFailure.class,
            () ->
                ctx(false)
                    .execute(
                        new CopyModule(),
                        args("content", "bad\n", "dest", p("v"), "validate", "grep -q good %s")));
    assertTrue(f.getMessage().startsWith("failed to validate " + p("v")), f.getMessage());
    assertEquals("old\n", Files.readString(dir.resolve("v")));
    assertNoTemp();
  }

  @Test
  void passingValidate() throws Exception {
    idempotent(
        new CopyModule(), args("content", "good\n", "dest", p("v"), "validate", "grep -q good %s"));
  }

  @Test
  void missingDestinationDirectory() {
    ModuleFailure f =
        assertThrows(
            ModuleFailure.class,
            () -> ctx(false).execute(new CopyModule(), args("content", "x", "dest", p("nope/x"))));
    assertEquals("Destination directory " + p("nope") + " does not exist", f.getMessage());
  }

  @Test
  void template() throws Exception {
    Files.writeString(files.resolve("t.j2"), "hello {{ who }}\n");
    idempotent(new TemplateModule(), args("src", "t.j2", "dest", p("t"), "mode", "u=rw,g=r,o=r"));
    assertEquals("hello world\n", Files.readString(dir.resolve("t")));
    assertEquals("rw-r--r--", mode("t"));
  }

  @Test
  void fileDirectoryTouchLinkAbsent() throws Exception {
    idempotent(new FileModule(), args("path", p("d/e/f"), "state", "directory", "mode", "0750"));
    assertEquals("rwxr-x---", mode("d/e/f"));
    Files.writeString(dir.resolve("d/e/f/x"), "x");
    idempotent(
        new FileModule(),
        args("path", p("d"), "state", "directory", "mode", "u=rwX,g=rX,o=", "recurse", true));
    assertEquals("rw-r-----", mode("d/e/f/x"));
    assertEquals("rwxr-x---", mode("d/e"));
    idempotent(new FileModule(), args("path", p("l"), "state", "link", "src", p("d")));
    assertEquals(dir.resolve("d"), Files.readSymbolicLink(dir.resolve("l")));
    idempotent(new FileModule(), args("path", p("h"), "state", "hard", "src", p("d/e/f/x")));
    idempotent(new FileModule(), args("path", p("d/e/f/x"), "mode", "a+x"));
    assertEquals("rwxr-x--x", mode("d/e/f/x"));
    idempotent(new FileModule(), args("path", p("d"), "state", "absent"));
    assertFalse(Files.exists(dir.resolve("d")));
  }

  @Test
  void touchIsAlwaysChangedUnlessPreserved() throws Exception {
    ctx(false).execute(new FileModule(), args("path", p("t"), "state", "touch"));
    assertTrue(
        ctx(false).execute(new FileModule(), args("path", p("t"), "state", "touch")).changed());
    Map<String, Object> preserve =
        args(
            "path",
            p("t"),
            "state",
            "touch",
            "modification_time",
            "preserve",
            "access_time",
            "preserve");
    assertFalse(ctx(false).execute(new FileModule(), preserve).changed());
    idempotent(new FileModule(), args("path", p("t"), "modification_time", "202001021530.45"));
  }

  @Test
  void stat() throws Exception {
    Files.writeString(dir.resolve("s"), "abc");
    Plan plan = ctx(false).execute(new StatModule(), args("path", p("s")));
    @SuppressWarnings("unchecked")
    Map<String, Object> stat = (Map<String, Object>) plan.result().get("stat");
    assertEquals(true, stat.get("isreg"));
    assertEquals(3L, stat.get("size"));
    assertEquals("a9993e364706816aba3e25717850c26c9cd0d89d", stat.get("checksum"));
    Plan missing = ctx(false).execute(new StatModule(), args("path", p("none")));
    assertEquals(Map.of("exists", false), missing.result().get("stat"));
  }

  @Test
  void lineinfile() throws Exception {
    Files.writeString(dir.resolve("l.conf"), "a=1\nb=2");
    idempotent(new LineinfileModule(), args("path", p("l.conf"), "regexp", "^b=", "line", "b=3"));
    assertEquals("a=1\nb=3\n", Files.readString(dir.resolve("l.conf")));
    idempotent(
        new LineinfileModule(), args("path", p("l.conf"), "line", "c=4", "insertafter", "^a="));
    assertEquals("a=1\nc=4\nb=3\n", Files.readString(dir.resolve("l.conf")));
    idempotent(
        new LineinfileModule(), args("path", p("l.conf"), "regexp", "^a=", "state", "absent"));
    assertEquals("c=4\nb=3\n", Files.readString(dir.resolve("l.conf")));
    idempotent(new LineinfileModule(), args("path", p("new/l.conf"), "line", "x", "create", true));
    assertEquals("x\n", Files.readString(dir.resolve("new/l.conf")));
  }

  @Test
  void blockinfile() throws Exception {
    Files.writeString(dir.resolve("hosts"), "127.0.0.1 localhost\n");
    idempotent(
        new BlockinfileModule(), args("path", p("hosts"), "block", "10.0.0.1 a\n10.0.0.2 b"));
    idempotent(new BlockinfileModule(), args("path", p("hosts"), "block", "10.0.0.1 a"));
    assertEquals(
        "127.0.0.1 localhost\n# BEGIN ANSIBLE MANAGED BLOCK\n10.0.0.1 a\n# END ANSIBLE MANAGED BLOCK\n",
        Files.readString(dir.resolve("hosts")));
    idempotent(new BlockinfileModule(), args("path", p("hosts"), "state", "absent"));
    assertEquals("127.0.0.1 localhost\n", Files.readString(dir.resolve("hosts")));
  }
}
