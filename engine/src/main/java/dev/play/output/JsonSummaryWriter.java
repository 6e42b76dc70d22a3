package dev.play.output;

import dev.play.playbook.JsonWriter;
import java.util.List;

/**
 * Writes the change summary as JSON ({@link SummaryJson}) when the run ends: to a file, atomically
 * (a temporary file beside it, then renamed), or to standard output.
 */
public final class JsonSummaryWriter implements RunListener {
  private final ChangeSummary summary = new ChangeSummary();
  private final OutputTarget target;
  private final boolean diffs;

  public JsonSummaryWriter(OutputTarget target, boolean diffs) {
    this.target = target;
    this.diffs = diffs;
  }

  @Override
  public void hostResult(HostResult result) {
    summary.add(result);
  }

  @Override
  public void recap(List<HostStats> stats, boolean checkMode) {
    Object json = Secrets.censorValues(SummaryJson.of(summary, stats, checkMode, diffs));
    target.writeWhole(JsonWriter.indented(json, 2) + "\n");
  }
}
