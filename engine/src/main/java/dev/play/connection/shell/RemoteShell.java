package dev.play.connection.shell;

import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.ProbeRequest;
import dev.play.connection.become.BecomeException;
import dev.play.connection.become.BecomeVerdict;
import dev.play.connection.become.ProcessStreams;
import dev.play.connection.become.WrappedCommand;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * A shell that stays up on a host ({@link ShellServer}) and runs its commands one at a time: one
 * channel, one login and one escalation for all of them, instead of each. Started from a command
 * whose standard error goes to its standard output (sudo's prompt included); the password is
 * written only when sudo asks for it, as for one-off commands. A command that ends the shell (or
 * garbles its answer) fails alone: {@link Broken}, and the shell is not used again.
 *
 * <p>The caller's thread reads the answer itself (no thread of its own, no hand-over between
 * threads per command); where a wait is bounded (start-up, closing), a shared timer kills the
 * channel when the time is up, which ends the read.
 */
public final class RemoteShell implements AutoCloseable {
  private static final Duration CLOSE_WAIT = Duration.ofSeconds(2);
  private static final ScheduledExecutorService TIMER =
      Executors.newSingleThreadScheduledExecutor(
          Thread.ofPlatform().daemon().name("play-shell-timer").factory());
  private final ProcessStreams streams;
  private final BooleanSupplier alive;
  private final ShellFrames frames;
  private final String nonce;
  private final Runnable onClose;
  private final Deque<CommandResult> answers = new ArrayDeque<>();
  private final ShellFunctions functions;
  private final byte[] chunk = new byte[8192];
  private final SecureRandom random = new SecureRandom();
  private volatile boolean timedOut;
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

  private RemoteShell(
      ProcessStreams streams, BooleanSupplier alive, String nonce, Runnable onClose) {
    this.streams = streams;
    this.alive = alive;
    this.frames = new ShellFrames(nonce);
    this.nonce = nonce;
    this.functions = new ShellFunctions(nonce);
    this.onClose = onClose;
  }

  /**
   * Reads the started shell's output, answers sudo's prompt when it comes, and returns once the
   * loop is ready.
   *
   * @param command how the shell was started (its become markers, when it escalates)
   * @param alive whether the shell's channel is still open and not at its end (checked between
   *     commands, so a shell that ended while idle is not used again)
   * @param onClose run once when the shell is closed (release its channel)
   * @throws BecomeException when escalation fails (wrong or missing password, a terminal required)
   * @throws Unavailable when the loop does not start (a host without {@code mktemp} or {@code id})
   */
  public static RemoteShell open(
      ProcessStreams streams,
      BooleanSupplier alive,
      WrappedCommand command,
      String nonce,
      Duration timeout,
      String host,
      Runnable onClose)
      throws BecomeException, Unavailable {
    RemoteShell shell = new RemoteShell(streams, alive, nonce, onClose);
    ScheduledFuture<?> guard = shell.killAfter(timeout);
    try {
      shell.awaitReady(command, host);
      if (!guard.cancel(false)) {
        timedOut(command, host); // the timer fired as the loop came up: it killed the channel
      }
      return shell;
    } catch (BecomeException | Unavailable | RuntimeException e) {
      guard.cancel(false);
      shell.close();
      throw e;
    }
  }

  private ScheduledFuture<?> killAfter(Duration wait) {
    return TIMER.schedule(
        () -> {
          timedOut = true;
          streams.kill().run();
        },
        wait.toMillis(),
        TimeUnit.MILLISECONDS);
  }

  private void awaitReady(WrappedCommand command, String host) throws BecomeException, Unavailable {
    boolean passwordSent = false;
    while (!frames.ready()) {
      readSome();
      String text = frames.startText();
      if (command.escalates() && !timedOut) {
        BecomeVerdict v = BecomeVerdict.of(command, text, text, passwordSent, host);
        if (v.action() == BecomeVerdict.Action.FAIL) {
          throw new BecomeException(v.message());
        }
        if (v.action() == BecomeVerdict.Action.SEND_PASSWORD) {
          passwordSent = true;
          write((command.become().password() + "\n").getBytes(StandardCharsets.UTF_8));
        }
      }
      if (timedOut) {
        timedOut(command, host);
      }
      if (eof || garbled != null) {
        throw new Unavailable("the remote shell on " + host + " did not start: " + text.strip());
      }
    }
  }

  private static void timedOut(WrappedCommand command, String host)
      throws BecomeException, Unavailable {
    if (command.escalates()) {
      throw new BecomeException(
          "timed out waiting for "
              + command.become().method()
              + " to "
              + command.become().user()
              + " on "
              + host
              + " (no prompt and no shell)");
    }
    throw new Unavailable("timed out waiting for the remote shell on " + host);
  }

  /** Runs {@code script} (standard input empty) and returns its exit status and outputs. */
  public CommandResult run(String script) throws Broken {
    return run(script, null, null);
  }

  /**
   * Runs the probe {@code script} (play's own, reading state only) in a subshell of the loop (see
   * {@link ShellServer}), its function kept as {@code request} says ({@link ShellFunctions}).
   */
  public CommandResult probe(String script, ProbeRequest request) throws Broken {
    String token = token();
    return send(functions.request(script, request, token), token);
  }

  /**
   * Runs the {@code probes} ({@link Command#probe}, without standard input) one after the other, as
   * {@link #probe} runs each: their requests go in one write, and the answers are read as the loop
   * sends them, so the probes cost one round trip together. A probe asked more than once (three
   * tasks editing one file) runs once: probes only read, and these run at the same moment anyway.
   */
  public List<CommandResult> runProbes(List<Command> probes) throws Broken {
    List<Command> distinct = probes.stream().distinct().toList();
    List<String> tokens = distinct.stream().map(c -> token()).toList();
    List<CommandResult> answers =
        send(ProbeBatch.request(distinct, functions, nonce, tokens), tokens, null);
    List<CommandResult> out = new ArrayList<>(probes.size());
    for (Command c : probes) {
      out.add(answers.get(distinct.indexOf(c)));
    }
    return out;
  }

  /** Runs {@code script} with {@code stdin} as its standard input. */
  public CommandResult run(String script, byte[] stdin) throws Broken {
    return run(script, stdin, null);
  }

  /**
   * Runs {@code script} with {@code stdin} (null: empty) as its standard input, waiting at most
   * {@code wait} (null: as long as the shell lives) for the answer: when the time is up the shell
   * is stopped, and the command is {@link Broken}.
   */
  public CommandResult run(String script, byte[] stdin, Duration wait) throws Broken {
    String token = token();
    byte[] request =
        stdin == null
            ? ShellServer.request(script, nonce, token, false)
            : ShellServer.request(script, nonce, token, stdin);
    return send(request, List.of(token), wait).getFirst();
  }

  private CommandResult send(byte[] request, String token) throws Broken {
    return send(request, List.of(token), null).getFirst();
  }

  /** A fresh token for a request's answer ({@link ShellFrames}): 64 random bits, in hex. */
  private String token() {
    return HexFormat.of().toHexDigits(random.nextLong());
  }

  /**
   * Writes {@code request} and reads the answers of the commands it holds, marked by {@code
   * tokens}, for at most {@code wait} (null: no limit).
   */
  private List<CommandResult> send(byte[] request, List<String> tokens, Duration wait)
      throws Broken {
    if (!usable()) {
      throw new Broken("the remote shell is gone");
    }
    int count = tokens.size();
    tokens.forEach(frames::expect);
    try {
      write(request);
    } catch (Unavailable e) {
      throw new Broken(e.getMessage());
    }
    ScheduledFuture<?> guard = wait == null ? null : killAfter(wait);
    try {
      while (answers.size() < count && !eof && garbled == null) {
        readSome();
      }
    } finally {
      if (guard != null) {
        guard.cancel(false);
      }
    }
    if (timedOut && answers.size() < count) {
      answers.clear();
      throw new Broken("no answer within " + wait.toSeconds() + " s: the remote shell was stopped");
    }
    if (answers.size() >= count) {
      List<CommandResult> out = new ArrayList<>(count);
      for (int i = 0; i < count; i++) {
        out.add(answers.poll());
      }
      return out;
    }
    answers.clear();
    throw new Broken(garbled != null ? garbled : "the remote shell ended during the command");
  }

  /** Whether the shell can take another command. */
  public boolean usable() {
    return !eof && garbled == null && !closed && alive.getAsBoolean();
  }

  private void write(byte[] bytes) throws Unavailable {
    try {
      streams.stdin().write(bytes);
      streams.stdin().flush();
    } catch (IOException e) {
      throw new Unavailable("the remote shell closed its input: " + e.getMessage());
    }
  }

  /**
   * Reads what has come (waiting for at least a byte) and parses it; sets {@code eof} at the end.
   */
  private void readSome() {
    InputStream in = streams.stdout();
    int n;
    try {
      n = in.read(chunk);
    } catch (IOException e) {
      n = -1; // a closed channel, or an interrupted wait, ends the shell
    }
    if (n < 0) {
      eof = true;
      return;
    }
    if (garbled == null) {
      try {
        answers.addAll(frames.feed(chunk, n));
      } catch (ShellFrames.Garbled g) {
        garbled = g.getMessage();
      }
    }
  }

  /**
   * Ends the loop (its input closed; its output read to the end, at most {@link #CLOSE_WAIT}, so
   * its EXIT trap has removed its directory), then the channel, and runs {@code onClose} once.
   */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    try {
      streams.stdin().close();
      ScheduledFuture<?> guard = killAfter(CLOSE_WAIT);
      while (!eof) {
        readSome();
      }
      guard.cancel(false);
    } catch (IOException e) {
      // closing anyway
    }
    streams.kill().run();
    onClose.run();
  }
}
