package dev.play.engine;

import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.playbook.Task;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * The answers to probes that {@link ProbeAhead} sent ahead of the tasks that make them, for one
 * host's connection. A task's probe takes its answer from here only when it is exactly the command
 * that was sent ahead (script, become and all), the {@link MutationClock} has not moved since it
 * was sent, and it is at most {@link #MAX_AGE_NANOS} old; otherwise the probe goes to the host as
 * usual. Each answer serves once. Thread-safe.
 *
 * <p>It also holds what decides whether to read ahead again: a host reads ahead only when nothing
 * changed anywhere since its previous task started (in a run that changes things, reading ahead
 * would be wasted), and the window of tasks read ahead grows from {@link #FIRST_WINDOW} to {@link
 * #MAX_WINDOW} as windows are used up.
 */
final class ProbeCache {
  static final int FIRST_WINDOW = 4;
  static final int MAX_WINDOW = 16;
  static final long MAX_AGE_NANOS = 10_000_000_000L;

  /** An answer read ahead for {@code task}'s first probe. */
  record Entry(Task task, Command command, CommandResult result, long epoch, long readAt) {}

  private final List<Entry> entries = new ArrayList<>();
  private long lastTaskEpoch = -1;
  private int window = FIRST_WINDOW;

  /**
   * A task starts on this host: answers read ahead for tasks that are neither it nor among {@code
   * coming} are dropped (their tasks have passed). Returns whether to read ahead now: nothing is
   * left from the last reading, and nothing changed since the previous task started ({@code quiet},
   * from {@link MutationClock#quiet}, is -1 while a change is under way).
   */
  @SuppressWarnings(
      "ReferenceEquality") // tasks are told apart by identity: two equal tasks in a playbook are
  // two tasks
  synchronized boolean startTask(Task task, Set<Task> coming, long quiet) {
    entries.removeIf(e -> e.task() != task && !coming.contains(e.task()));
    boolean readAhead = entries.isEmpty() && quiet >= 0 && quiet == lastTaskEpoch;
    lastTaskEpoch = quiet;
    return readAhead;
  }

  /**
   * How many tasks to read ahead now; each call after the first doubles it, up to {@link
   * #MAX_WINDOW}.
   */
  synchronized int nextWindow() {
    int w = window;
    window = Math.min(MAX_WINDOW, window * 2);
    return w;
  }

  synchronized void add(List<Entry> read) {
    entries.addAll(read);
  }

  /**
   * The answer read ahead for exactly {@code command}, if still valid (then it is used up), or
   * null.
   */
  synchronized CommandResult take(Command command, long epochNow, long nanoNow) {
    for (Iterator<Entry> it = entries.iterator(); it.hasNext(); ) {
      Entry e = it.next();
      if (e.command().equals(command)) {
        it.remove();
        boolean valid = e.epoch() == epochNow && nanoNow - e.readAt() <= MAX_AGE_NANOS;
        return valid ? e.result() : null;
      }
    }
    return null;
  }

  /** Forgets every answer (a change was made through this connection). */
  synchronized void clear() {
    entries.clear();
  }

  synchronized int size() {
    return entries.size();
  }
}
