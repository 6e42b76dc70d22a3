package dev.play.module.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.connection.CommandResult;
import dev.play.module.Change;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.commands.CommandTestContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code fetch} writing on the controller: atomically, idempotent by checksum, refusing a changed
 * file.
 */
class FetchModuleTest {
  private static final byte[] HOSTS =
      "127.0.0.1 localhost\n".getBytes(java.nio.charset.StandardCharsets.UTF_8);
  private static final String SHA1 = dev.play.facts.ContentDigest.hex("sha1", HOSTS);

  @TempDir Path pb;

  private static CommandTestContext.Answer answer(String stdout) {
    return new CommandTestContext.Answer(null, null, new CommandResult(0, stdout, ""));
  }

  private static String checksum(String sha1) {
    return "state=file\nchecksum=" + sha1 + "\n";
  }

  /** A piece of the file as the host sends it ({@link RemoteChunks}). */
  private static String content(byte[] bytes) {
    return Base64.getEncoder().encodeToString(bytes);
  }

  private Plan plan(
      Map<String, Object> args, List<CommandTestContext.Answer> answers, CommandTestContext[] used)
      throws Exception {
    CommandTestContext ctx =
        CommandTestContext.scripted(answers, Map.of("playbook_dir", pb.toString()), Map.of());
    used[0] = ctx;
    FetchModule fetch = new FetchModule();
    return fetch.plan(fetch.bind(args), ctx);
  }

  @Test
  void fetchesOnceThenReportsTheSameContent() throws Exception {
    CommandTestContext[] ctx = new CommandTestContext[1];
    Map<String, Object> args = Map.of("src", "/etc/hosts", "dest", "backup");
    Plan first = plan(args, List.of(answer(checksum(SHA1)), answer(content(HOSTS))), ctx);
    Map<String, Object> applied = first.changes().get(0).apply(ctx[0]);
    Path dest = pb.resolve("backup/scripted/etc/hosts");
    assertEquals("127.0.0.1 localhost\n", Files.readString(dest));
    assertEquals(SHA1, applied.get("checksum"));
    assertEquals(dev.play.facts.ContentDigest.hex("md5", HOSTS), applied.get("md5sum"));
    assertEquals(dest.toString(), applied.get("dest"));
    try (Stream<Path> s = Files.list(dest.getParent())) {
      assertEquals(List.of(dest), s.toList(), "no temporary file is left");
    }

    Plan again = plan(args, List.of(answer(checksum(SHA1))), ctx);
    assertFalse(again.changed());
    assertEquals(
        Map.of(
            "md5sum",
            applied.get("md5sum"),
            "file",
            "/etc/hosts",
            "dest",
            dest.toString(),
            "checksum",
            SHA1),
        again.result());
  }

  /** A file larger than a piece comes in pieces, one command each, and is written whole. */
  @Test
  void aFileLargerThanAPieceComesInPieces() throws Exception {
    byte[] big = new byte[RemoteChunks.PIECE + 100];
    java.util.Arrays.fill(big, (byte) 'x');
    String sha1 = dev.play.facts.ContentDigest.hex("sha1", big);
    CommandTestContext[] ctx = new CommandTestContext[1];
    Map<String, Object> args = Map.of("src", "/var/log/big", "dest", "out", "flat", true);
    Plan plan =
        plan(
            args,
            List.of(
                answer(checksum(sha1)),
                answer(content(java.util.Arrays.copyOf(big, RemoteChunks.PIECE))),
                answer(content(tail(big)))),
            ctx);
    Map<String, Object> applied = plan.changes().get(0).apply(ctx[0]);
    assertEquals(sha1, applied.get("checksum"));
    assertTrue(java.util.Arrays.equals(big, Files.readAllBytes(pb.resolve("out"))));
    List<String> scripts = ctx[0].scripts();
    assertTrue(scripts.get(1).contains(" skip=0 count=1"), scripts.get(1));
    assertTrue(scripts.get(2).contains(" skip=1 count=1"), scripts.get(2));
  }

  private static byte[] tail(byte[] big) {
    return java.util.Arrays.copyOfRange(big, RemoteChunks.PIECE, big.length);
  }

  @Test
  void aFileThatChangesWhileFetchedIsNotWritten() throws Exception {
    CommandTestContext[] ctx = new CommandTestContext[1];
    Map<String, Object> args = Map.of("src", "/etc/hosts", "dest", "out.txt", "flat", true);
    byte[] other = "changed\n".getBytes(java.nio.charset.StandardCharsets.UTF_8);
    Plan plan = plan(args, List.of(answer(checksum(SHA1)), answer(content(other))), ctx);
    Change change = plan.changes().get(0);
    ModuleFailure f = assertThrows(ModuleFailure.class, () -> change.apply(ctx[0]));
    assertEquals("checksum mismatch", f.getMessage());
    assertEquals(SHA1, f.result().get("remote_checksum"));
    assertFalse(Files.exists(pb.resolve("out.txt")));
  }

  @Test
  void flatDestinationThatIsADirectoryNeedsATrailingSlash() throws Exception {
    Files.createDirectory(pb.resolve("dir"));
    CommandTestContext[] ctx = new CommandTestContext[1];
    ModuleFailure f =
        assertThrows(
            ModuleFailure.class,
            () ->
                plan(
                    Map.of("src", "/etc/hosts", "dest", "dir", "flat", true),
                    List.of(answer(checksum(SHA1))),
                    ctx));
    assertTrue(
        f.getMessage().startsWith("dest is an existing directory, use a trailing slash"),
        f.getMessage());
  }
}
