package dev.play.output;

import dev.play.secret.Secrets;
import dev.play.value.JsonWriter;
import dev.play.value.TerminalText;
import java.io.PrintStream;
import java.time.Clock;
import java.util.List;
import java.util.Map;

/**
 * Newline-delimited JSON for tools ({@code --events FILE}): one object per event, each on its own
 * line and flushed at once, so that a tool can follow the file while play runs. Every object has
 * {@code type} and {@code time}; docs/outputs.md gives the fields of each type. The last event is
 * {@code recap}, after which a file is closed.
 */
final class EventStream implements RunListener {
  private final OutputTarget target;
  private final boolean diff;
  private final Clock clock;
  private final Secrets secrets;
  private PrintStream lines;
  private String play = "";

  /** {@code secrets}: the run's values to mask, masked before they are escaped as JSON. */
  public EventStream(OutputTarget target, boolean diff, Clock clock, Secrets secrets) {
    this.secrets = secrets;
    this.target = target;
    this.diff = diff;
    this.clock = clock;
  }

  @Override
  public synchronized void playStart(String name, List<String> hosts) {
    play = name;
    emit(EventJson.playStart(name, hosts));
  }

  @Override
  public synchronized void taskStart(TaskHeader task) {
    emit(EventJson.taskStart(play, task));
  }

  @Override
  public synchronized void hostResult(HostResult result) {
    emit(EventJson.hostResult(play, result, diff));
  }

  @Override
  public synchronized void included(String file, List<String> hosts, String item) {
    emit(EventJson.included(file, hosts, item));
  }

  @Override
  public synchronized void warning(String message) {
    emit(EventJson.warning(message));
  }

  @Override
  public synchronized void stopped(List<String> hosts, String why) {
    emit(EventJson.stopped(hosts, why));
  }

  @Override
  public synchronized void noHostsLeft() {
    emit(EventJson.of("no_hosts_left"));
  }

  @Override
  public synchronized void recap(List<HostStats> stats, boolean checkMode) {
    emit(EventJson.recap(stats, checkMode));
    if (!target.toStdout()) {
      lines.close();
      if (lines.checkError()) {
        throw target.cannotWrite("an I/O error occurred");
      }
    }
  }

  private void emit(Map<String, Object> event) {
    if (lines == null) {
      lines = target.openLines();
    }
    event.put("time", Timestamps.iso(clock.instant()));
    lines.print(TerminalText.inJson(JsonWriter.compact(secrets.censorValues(event))) + "\n");
    lines.flush();
  }
}
