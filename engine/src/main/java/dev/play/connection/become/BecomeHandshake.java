package dev.play.connection.become;

import dev.play.connection.Become;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;

/**
 * Drives a started command's streams. Without become: writes the command's stdin and collects the
 * output. With become: waits until sudo prints the prompt marker (then writes the password, once)
 * or the escalated shell prints the success marker (then strips it and only then writes the
 * command's stdin). A second prompt, a tty requirement, a su password prompt or the timeout kill
 * the command and raise a {@link BecomeException}. Used by local and SSH connections alike.
 */
public final class BecomeHandshake {
  private final Duration timeout;

  public BecomeHandshake(Duration timeout) {
    this.timeout = timeout;
  }

  /**
   * Runs the handshake (if any), feeds {@code stdin} and returns the output once both streams end;
   * the command stopped (its streams killed) when its output has not ended within {@code wait}
   * (null: no limit).
   */
  public ProcessOutput run(
      WrappedCommand command, ProcessStreams streams, byte[] stdin, String host, Duration wait)
      throws BecomeException {
    Object signal = new Object();
    StreamCollector out = StreamCollector.start(streams.stdout(), signal, "play-stdout-" + host);
    StreamCollector err = StreamCollector.start(streams.stderr(), signal, "play-stderr-" + host);
    int skip = 0;
    if (command.escalates()) {
      skip = new Session(command, streams, out, err, host, signal).awaitShell();
    }
    writeAndClose(streams.stdin(), stdin);
    synchronized (signal) {
      awaitEof(signal, out, err, streams, wait);
      byte[] o = out.bytes();
      return new ProcessOutput(
          Arrays.copyOfRange(o, Math.min(skip, o.length), o.length),
          stripPrompts(err.bytes(), command),
          out.dropped() + err.dropped());
    }
  }

  /** How long the output may go on after the command was killed (a child may hold it open). */
  private static final Duration AFTER_KILL = Duration.ofSeconds(5);

  /**
   * Waits until both streams end. When {@code wait} (if any) passes first, kills the command and
   * waits at most {@link #AFTER_KILL} more, then returns with what came.
   */
  private static void awaitEof(
      Object signal,
      StreamCollector out,
      StreamCollector err,
      ProcessStreams streams,
      Duration wait) {
    long deadline = wait == null ? Long.MAX_VALUE : System.nanoTime() + wait.toNanos();
    boolean killed = false;
    while (!out.eof() || !err.eof()) {
      long left = wait == null ? 0 : deadline - System.nanoTime();
      if (wait != null && left <= 0) {
        if (killed) {
          return;
        }
        streams.kill().run(); // the streams end with the command
        killed = true;
        deadline = System.nanoTime() + AFTER_KILL.toNanos();
        continue;
      }
      try {
        signal.wait(wait == null ? 0 : Math.max(1, left / 1_000_000));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  private static byte[] stripPrompts(byte[] stderr, WrappedCommand command) {
    if (command.promptMarker() == null) {
      return stderr;
    }
    String text =
        new String(stderr, StandardCharsets.ISO_8859_1).replace(command.promptMarker(), "");
    return text.getBytes(StandardCharsets.ISO_8859_1);
  }

  private static void writeAndClose(OutputStream in, byte[] data) {
    try (in) {
      if (data != null) {
        in.write(data);
      }
    } catch (IOException e) {
      // the command may exit without reading its input; its result tells what happened
    }
  }

  /** One escalation attempt: the state between starting the command and its shell's first line. */
  private final class Session {
    private final WrappedCommand command;
    private final ProcessStreams streams;
    private final StreamCollector out;
    private final StreamCollector err;
    private final String host;
    private final Object signal;
    private boolean passwordSent;

    Session(
        WrappedCommand command,
        ProcessStreams streams,
        StreamCollector out,
        StreamCollector err,
        String host,
        Object signal) {
      this.command = command;
      this.streams = streams;
      this.out = out;
      this.err = err;
      this.host = host;
      this.signal = signal;
    }

    /** Waits for the success marker; returns the stdout offset just past its line. */
    int awaitShell() throws BecomeException {
      long deadline = System.nanoTime() + timeout.toNanos();
      synchronized (signal) {
        while (true) {
          int end = successEnd();
          if (end >= 0) {
            return end;
          }
          check();
          if (out.eof() && err.eof()) {
            return out.latin1()
                .length(); // the tool failed before the shell: its exit status and stderr tell why
          }
          waitUntil(deadline);
        }
      }
    }

    private int successEnd() {
      String marker = command.successMarker() + "\n";
      int at = out.latin1().indexOf(marker);
      return at < 0 ? -1 : at + marker.length();
    }

    private void check() throws BecomeException {
      BecomeVerdict v =
          BecomeVerdict.of(command, err.latin1() + out.latin1(), err.latin1(), passwordSent, host);
      switch (v.action()) {
        case FAIL -> fail(v.message());
        case SEND_PASSWORD -> sendPassword(command.become());
        case WAIT -> {}
      }
    }

    private void sendPassword(Become b) throws BecomeException {
      passwordSent = true;
      try {
        streams.stdin().write((b.password() + "\n").getBytes(StandardCharsets.UTF_8));
        streams.stdin().flush();
      } catch (IOException e) {
        fail("sudo on " + host + " closed its input before reading the password");
      }
    }

    @SuppressWarnings(
        "WaitNotInLoop") // the caller loops: it checks the output and the deadline after each
    // wake-up
    private void waitUntil(long deadline) throws BecomeException {
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        fail(
            "timed out after "
                + timeout.toSeconds()
                + " s waiting for "
                + command.become().method()
                + " to "
                + command.become().user()
                + " on "
                + host
                + " (no prompt and no shell)");
      }
      try {
        signal.wait(Math.max(1, left / 1_000_000));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        fail("interrupted while waiting for " + command.become().method() + " on " + host);
      }
    }

    private void fail(String message) throws BecomeException {
      streams.kill().run();
      throw new BecomeException(message);
    }
  }
}
