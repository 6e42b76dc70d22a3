package dev.play.connection.local;

import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import dev.play.connection.become.BecomeHandshake;
import dev.play.connection.become.BecomeWrapper;
import dev.play.connection.become.ProcessOutput;
import dev.play.connection.become.ProcessStreams;
import dev.play.connection.become.WrappedCommand;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;

/**
 * Runs commands on this machine with {@code /bin/sh -c}; become through sudo or su, driven by the
 * shared {@link BecomeHandshake} (the password is written only when sudo asks for it).
 */
public final class LocalConnection implements Connection {
  private final String host;
  private final String currentUser = System.getProperty("user.name");
  private final BecomeWrapper wrapper;
  private final BecomeHandshake handshake;

  public LocalConnection(String host) {
    this(host, BecomeWrapper.random(), new BecomeHandshake(Duration.ofSeconds(30)));
  }

  public LocalConnection(String host, BecomeWrapper wrapper, BecomeHandshake handshake) {
    this.host = host;
    this.wrapper = wrapper;
    this.handshake = handshake;
  }

  @Override
  public String host() {
    return host;
  }

  @Override
  public CommandResult exec(Command command) throws ConnectionException {
    WrappedCommand wrapped = wrapper.wrap(command, currentUser);
    Process p = start(wrapped);
    try {
      ProcessStreams streams =
          new ProcessStreams(
              p.getInputStream(), p.getErrorStream(), p.getOutputStream(), () -> killTree(p));
      ProcessOutput out =
          handshake.run(wrapped, streams, command.stdin(), host, command.answerWait());
      return new CommandResult(p.waitFor(), out.stdoutText(), out.stderrText(), out.cut());
    } catch (InterruptedException e) {
      p.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new ConnectionException("interrupted", e);
    }
  }

  /** Kills the command and what it started (a child holding its output would keep it open). */
  private static void killTree(Process p) {
    p.descendants().forEach(ProcessHandle::destroyForcibly);
    p.destroyForcibly();
  }

  private static Process start(WrappedCommand wrapped) throws ConnectionException {
    try {
      return new ProcessBuilder(wrapped.argv()).start();
    } catch (IOException e) {
      throw new ConnectionException(
          "cannot run " + wrapped.argv().get(0) + " locally: " + e.getMessage(), e);
    }
  }

  @Override
  public void put(byte[] data, String path) throws ConnectionException {
    Path target = Path.of(path);
    try {
      if (!Files.exists(target)) {
        Files.createFile(
            target,
            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
      }
      Files.write(
          target,
          data,
          StandardOpenOption.TRUNCATE_EXISTING,
          StandardOpenOption.WRITE,
          StandardOpenOption.SYNC);
    } catch (IOException e) {
      throw new ConnectionException("cannot write " + path + ": " + e.getMessage(), e);
    }
  }

  @Override
  public void close() {
    // nothing held open
  }
}
