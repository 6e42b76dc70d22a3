package dev.play.connection.shell;

import dev.play.connection.CommandResult;
import dev.play.connection.become.BecomeException;
import dev.play.connection.become.BecomeVerdict;
import dev.play.connection.become.ProcessStreams;
import dev.play.connection.become.WrappedCommand;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A shell that stays up on a host ({@link ShellServer}) and runs its commands one at a time: one
 * channel, one login and one escalation for all of them, instead of each. Started from a command
 * whose standard error goes to its standard output (sudo's prompt included); the password is
 * written only when sudo asks for it, as for one-off commands. A command that ends the shell (or
 * garbles its answer) fails alone: {@link Broken}, and the shell is not used again.
 */
public final class RemoteShell implements AutoCloseable {
  private static final Duration CLOSE_WAIT = Duration.ofSeconds(2);
  private final ProcessStreams streams;
  private final ShellFrames frames;
  private final String nonce;
  private final Runnable onClose;
  private final Object lock = new Object();
  private final Deque<CommandResult> answers = new ArrayDeque<>();
  private boolean eof;
  private String garbled;
  private boolean closed;

  /** The shell could not start (no READY line): the caller runs commands another way. */
  public static final class Unavailable extends Exception {
    Unavailable(String message) {
      super(message);
    }
  }

  /** The shell ended, or its answer was garbled, while a command ran. */
  public static final class Broken extends Exception {
    Broken(String message) {
      super(message);
    }
  }

  private RemoteShell(ProcessStreams streams, String nonce, Runnable onClose) {
    this.streams = streams;
    this.frames = new ShellFrames(nonce);
    this.nonce = nonce;
    this.onClose = onClose;
  }

  /**
   * Reads the started shell's output, answers sudo's prompt when it comes, and returns once the
   * loop is ready.
   *
   * @param command how the shell was started (its become markers, when it escalates)
   * @param onClose run once when the shell is closed (release its channel)
   * @throws BecomeException when escalation fails (wrong or missing password, a terminal required)
   * @throws Unavailable when the loop does not start (a host without {@code head -c} or {@code mktemp})
   */
  public static RemoteShell open(ProcessStreams streams, WrappedCommand command, String nonce, Duration timeout,
      String host, Runnable onClose) throws BecomeException, Unavailable {
    RemoteShell shell = new RemoteShell(streams, nonce, onClose);
    Thread.ofPlatform().daemon().name("play-shell-" + host).start(shell::read);
    try {
      shell.awaitReady(command, timeout, host);
      return shell;
    } catch (BecomeException | Unavailable | RuntimeException e) {
      shell.close();
      throw e;
    }
  }

  private void awaitReady(WrappedCommand command, Duration timeout, String host) throws BecomeException, Unavailable {
    long deadline = System.nanoTime() + timeout.toNanos();
    boolean passwordSent = false;
    synchronized (lock) {
      while (!frames.ready()) {
        String text = frames.startText();
        if (command.escalates()) {
          BecomeVerdict v = BecomeVerdict.of(command, text, text, passwordSent, host);
          if (v.action() == BecomeVerdict.Action.FAIL) {
            throw new BecomeException(v.message());
          }
          if (v.action() == BecomeVerdict.Action.SEND_PASSWORD) {
            passwordSent = true;
            write((command.become().password() + "\n").getBytes(StandardCharsets.UTF_8));
          }
        }
        if (eof || garbled != null) {
          throw new Unavailable("the remote shell on " + host + " did not start: " + text.strip());
        }
        waitUntil(deadline, command, host);
      }
    }
  }

  private void waitUntil(long deadline, WrappedCommand command, String host) throws BecomeException, Unavailable {
    long left = deadline - System.nanoTime();
    if (left <= 0) {
      String what = command.escalates() ? command.become().method() + " to " + command.become().user() : "the shell";
      if (command.escalates()) {
        throw new BecomeException("timed out waiting for " + what + " on " + host + " (no prompt and no shell)");
      }
      throw new Unavailable("timed out waiting for the remote shell on " + host);
    }
    try {
      lock.wait(Math.max(1, left / 1_000_000));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new Unavailable("interrupted while starting the remote shell on " + host);
    }
  }

  /** Runs {@code script} (standard input empty) and returns its exit status and outputs. */
  public CommandResult run(String script) throws Broken {
    return run(script, false);
  }

  /**
   * Runs {@code script}; a {@code probe} (play's own, reading state only) runs in a subshell of
   * the loop (see {@link ShellServer}).
   */
  public CommandResult run(String script, boolean probe) throws Broken {
    synchronized (lock) {
      if (eof || garbled != null || closed) {
        throw new Broken("the remote shell is gone");
      }
    }
    try {
      write(ShellServer.request(script, nonce, probe));
    } catch (Unavailable e) {
      throw new Broken(e.getMessage());
    }
    synchronized (lock) {
      while (answers.isEmpty() && !eof && garbled == null) {
        try {
          lock.wait();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new Broken("interrupted while a command ran");
        }
      }
      if (!answers.isEmpty()) {
        return answers.poll();
      }
      throw new Broken(garbled != null ? garbled : "the remote shell ended during the command");
    }
  }

  /** Whether the shell can take another command. */
  public boolean usable() {
    synchronized (lock) {
      return !eof && garbled == null && !closed;
    }
  }

  private void write(byte[] bytes) throws Unavailable {
    try {
      streams.stdin().write(bytes);
      streams.stdin().flush();
    } catch (IOException e) {
      throw new Unavailable("the remote shell closed its input: " + e.getMessage());
    }
  }

  /** The reader: answers as they complete, until the stream ends. */
  private void read() {
    byte[] chunk = new byte[65536];
    try (InputStream in = streams.stdout()) {
      for (int n; (n = in.read(chunk)) >= 0; ) {
        synchronized (lock) {
          feed(chunk, n);
          lock.notifyAll();
        }
      }
    } catch (IOException e) {
      // a closed channel ends the shell
    } finally {
      synchronized (lock) {
        eof = true;
        lock.notifyAll();
      }
    }
  }

  private void feed(byte[] chunk, int n) {
    if (garbled != null) {
      return;
    }
    try {
      answers.addAll(frames.feed(chunk, n));
    } catch (ShellFrames.Garbled g) {
      garbled = g.getMessage();
    }
  }

  /** Ends the loop (its input closed, then the process) and runs {@code onClose} once. */
  @Override
  public void close() {
    synchronized (lock) {
      if (closed) {
        return;
      }
      closed = true;
    }
    try {
      streams.stdin().close();
      awaitEnd(CLOSE_WAIT);
    } catch (IOException e) {
      // closing anyway
    }
    streams.kill().run();
    onClose.run();
  }

  /** Waits until the loop has ended (its EXIT trap removed its directory), at most {@code wait}. */
  private void awaitEnd(Duration wait) {
    long deadline = System.nanoTime() + wait.toNanos();
    synchronized (lock) {
      for (long left; !eof && (left = deadline - System.nanoTime()) > 0; ) {
        try {
          lock.wait(Math.max(1, left / 1_000_000));
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
  }
}
