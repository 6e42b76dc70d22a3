package dev.play.output;

import dev.play.playbook.JsonWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * Writes the change summary as JSON ({@link SummaryJson}) when the run ends: to a file, atomically
 * (a temporary file beside it, then renamed), or to a stream.
 */
public final class JsonSummaryWriter implements RunListener {
  private final ChangeSummary summary = new ChangeSummary();
  private final Path file;
  private final PrintStream stream;
  private final boolean diffs;

  private JsonSummaryWriter(Path file, PrintStream stream, boolean diffs) {
    this.file = file;
    this.stream = stream;
    this.diffs = diffs;
  }

  public static JsonSummaryWriter toFile(Path file, boolean diffs) {
    return new JsonSummaryWriter(file, null, diffs);
  }

  public static JsonSummaryWriter toStream(PrintStream stream, boolean diffs) {
    return new JsonSummaryWriter(null, stream, diffs);
  }

  @Override
  public void hostResult(HostResult result) {
    summary.add(result);
  }

  @Override
  public void recap(List<HostStats> stats, boolean checkMode) {
    String json = Secrets.censor(JsonWriter.indented(SummaryJson.of(summary, stats, checkMode, diffs), 2) + "\n");
    if (stream != null) {
      stream.print(json);
      stream.flush();
      return;
    }
    write(json);
  }

  private void write(String json) {
    Path target = file.toAbsolutePath();
    try {
      Path tmp = Files.createTempFile(target.getParent(), "." + target.getFileName(), ".tmp");
      try {
        Files.writeString(tmp, json, StandardCharsets.UTF_8);
        Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      } finally {
        Files.deleteIfExists(tmp);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the JSON summary to " + file + ": " + e.getMessage(), e);
    }
  }
}
