package dev.play.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.error.PlayError;
import dev.play.secret.Secrets;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OutputsBuilderTest {
  private static final RunInvocation INVOCATION =
      new RunInvocation("0.1.0", List.of("site.yml"), List.of());
  @TempDir Path dir;
  private final ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
  private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();

  private OutputsBuilder builder() {
    return new OutputsBuilder(
            new PrintStream(outBytes, true, StandardCharsets.UTF_8),
            new PrintStream(errBytes, true, StandardCharsets.UTF_8),
            new Style(false),
            0,
            false,
            new Secrets())
        .clock(ScriptedRun.clock());
  }

  private String out() {
    return outBytes.toString(StandardCharsets.UTF_8);
  }

  private String err() {
    return errBytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void callbacksByShortOrFullyQualifiedNameAndAnUnknownOneIsABadOption() {
    assertEquals(
        StdoutCallback.JSON, StdoutCallback.forName("ansible.posix.json", "--stdout-callback"));
    assertEquals(
        StdoutCallback.DEFAULT, StdoutCallback.forName(" default ", "ANSIBLE_STDOUT_CALLBACK"));
    PlayError e =
        assertThrows(
            PlayError.class, () -> StdoutCallback.forName("yaml", "ANSIBLE_STDOUT_CALLBACK"));
    assertEquals(PlayError.Kind.OPTIONS, e.kind());
    assertEquals(
        "ANSIBLE_STDOUT_CALLBACK: error: unknown stdout callback 'yaml'; play has: default, json",
        e.render());
  }

  @Test
  void theJsonCallbackAloneOnStdoutWarningsOnStderr() throws Exception {
    ScriptedRun.play(builder().stdoutCallback(StdoutCallback.JSON).build());
    assertTrue(out().startsWith("{\n"), out());
    dev.play.value.JsonText.parse(out());
    assertEquals("[WARNING]: a warning\n", err());
  }

  @Test
  void aReportOnStdoutMovesTheConsoleToStderr() {
    ScriptedRun.play(builder().events("-").build());
    assertTrue(out().startsWith("{\"type\": \"play_start\""), out());
    assertTrue(err().contains("PLAY RECAP"), err());
  }

  @Test
  void reportsToFilesLeaveTheConsoleOnStdout() {
    ScriptedRun.play(
        builder()
            .junit(dir.resolve("r.xml").toString(), "site", new JunitOptions(false, false))
            .summaryJson(dir.resolve("s.json").toString(), INVOCATION)
            .build());
    assertTrue(out().contains("PLAY RECAP"), out());
    assertTrue(dir.resolve("r.xml").toFile().isFile() && dir.resolve("s.json").toFile().isFile());
  }

  @Test
  void twoOutputsOnStdoutOrAMissingDirectoryAreBadOptions() {
    for (OutputsBuilder b :
        List.of(
            builder().stdoutCallback(StdoutCallback.JSON).junit("-", "site", null),
            builder().summaryJson("-", INVOCATION).events("-"))) {
      PlayError e = assertThrows(PlayError.class, b::build);
      assertEquals(PlayError.Kind.OPTIONS, e.kind());
      assertTrue(
          e.getMessage().startsWith("only one output can go to standard output, not "),
          e.getMessage());
    }
    PlayError missing =
        assertThrows(
            PlayError.class, () -> builder().junit(dir.resolve("no/r.xml").toString(), "s", null));
    assertEquals(
        "--junit: directory " + dir.resolve("no") + " does not exist", missing.getMessage());
  }
}
