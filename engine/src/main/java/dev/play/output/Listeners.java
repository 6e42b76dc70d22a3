package dev.play.output;

import java.time.Duration;
import java.util.List;

/** Several listeners as one: each event goes to each, in order. */
final class Listeners implements RunListener {
  private final List<RunListener> all;

  private Listeners(List<RunListener> all) {
    this.all = List.copyOf(all);
  }

  public static RunListener of(List<RunListener> listeners) {
    return listeners.size() == 1 ? listeners.get(0) : new Listeners(listeners);
  }

  @Override
  public void playbookStart(java.nio.file.Path file, int plays) {
    all.forEach(l -> l.playbookStart(file, plays));
  }

  @Override
  public void playStart(String name, List<String> hosts) {
    all.forEach(l -> l.playStart(name, hosts));
  }

  @Override
  public void taskStart(TaskHeader task) {
    all.forEach(l -> l.taskStart(task));
  }

  @Override
  public void hostResult(HostResult result) {
    all.forEach(l -> l.hostResult(result));
  }

  @Override
  public void progress(TaskHeader task, int done, int total, String waitingOn, Duration elapsed) {
    all.forEach(l -> l.progress(task, done, total, waitingOn, elapsed));
  }

  @Override
  public void included(String file, List<String> hosts, String item) {
    all.forEach(l -> l.included(file, hosts, item));
  }

  @Override
  public void warning(String message) {
    all.forEach(l -> l.warning(message));
  }

  @Override
  public void deprecation(String message) {
    all.forEach(l -> l.deprecation(message));
  }

  @Override
  public void stopped(List<String> hosts, String why) {
    all.forEach(l -> l.stopped(hosts, why));
  }

  @Override
  public void noHostsLeft() {
    all.forEach(RunListener::noHostsLeft);
  }

  @Override
  public void recap(List<HostStats> stats, boolean checkMode) {
    all.forEach(l -> l.recap(stats, checkMode));
  }
}
