package dev.play.output;

import dev.play.secret.Secrets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * A JUnit XML report ({@code --junit FILE}): one test case per task and host, from each host's
 * final result (loop items are inside it), timed from the task's start. Written atomically when the
 * run ends, also when it was interrupted. {@link JunitCase} and {@link JunitOptions} give the
 * mapping; the suite is named for the playbook, as in Ansible.
 */
final class JunitReport implements RunListener {
  private final OutputTarget target;
  private final String suite;
  private final JunitOptions options;
  private final Clock clock;
  private final Secrets secrets;
  private final IdentityHashMap<TaskHeader, Instant> started = new IdentityHashMap<>();
  private final List<JunitCase> cases = new ArrayList<>();
  private String play = "";

  /** {@code secrets}: the run's values to mask, masked before they are escaped as XML. */
  public JunitReport(
      OutputTarget target, String suite, JunitOptions options, Clock clock, Secrets secrets) {
    this.secrets = secrets;
    this.target = target;
    this.suite = suite;
    this.options = options;
    this.clock = clock;
  }

  @Override
  public synchronized void playStart(String name, List<String> hosts) {
    play = name;
    started.clear();
  }

  @Override
  public synchronized void taskStart(TaskHeader task) {
    started.put(task, clock.instant());
  }

  @Override
  public synchronized void hostResult(HostResult r) {
    if (r.item() != null) {
      return;
    }
    Instant now = clock.instant();
    double seconds = Duration.between(started.getOrDefault(r.task(), now), now).toNanos() / 1e9;
    cases.add(JunitCase.of(r, play, seconds, options, secrets));
  }

  @Override
  public synchronized void recap(List<HostStats> stats, boolean checkMode) {
    target.writeWhole(JunitXml.render(secrets.censor(suite), cases));
  }
}
