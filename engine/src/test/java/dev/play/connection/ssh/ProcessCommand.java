package dev.play.connection.ssh;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import org.apache.sshd.server.Environment;
import org.apache.sshd.server.ExitCallback;
import org.apache.sshd.server.channel.ChannelSession;
import org.apache.sshd.server.command.Command;

/** A MINA sshd command that runs a real local process (an exec via /bin/sh -c, or sftp-server). */
final class ProcessCommand implements Command {
  interface Tracker {
    void started();

    void ended();
  }

  private final List<String> argv;
  private final Tracker tracker;
  private InputStream in;
  private OutputStream out;
  private OutputStream err;
  private ExitCallback exit;
  private Process process;

  ProcessCommand(List<String> argv, Tracker tracker) {
    this.argv = argv;
    this.tracker = tracker;
  }

  @Override
  public void setInputStream(InputStream in) {
    this.in = in;
  }

  @Override
  public void setOutputStream(OutputStream out) {
    this.out = out;
  }

  @Override
  public void setErrorStream(OutputStream err) {
    this.err = err;
  }

  @Override
  public void setExitCallback(ExitCallback callback) {
    this.exit = callback;
  }

  @Override
  public void start(ChannelSession channel, Environment env) throws IOException {
    tracker.started();
    process = new ProcessBuilder(argv).start();
    Thread stdin = Thread.ofPlatform().daemon().start(() -> pump(in, process.getOutputStream()));
    Thread stdout = Thread.ofPlatform().daemon().start(() -> pump(process.getInputStream(), out));
    Thread stderr = Thread.ofPlatform().daemon().start(() -> pump(process.getErrorStream(), err));
    Thread.ofPlatform()
        .daemon()
        .start(
            () -> {
              try {
                int rc = process.waitFor();
                stdout.join();
                stderr.join();
                tracker.ended();
                exit.onExit(rc);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
              stdin.interrupt();
            });
  }

  private static void pump(InputStream from, OutputStream to) {
    byte[] buf = new byte[32768];
    try (to) {
      for (int n; (n = from.read(buf)) >= 0; ) {
        to.write(buf, 0, n);
        to.flush();
      }
    } catch (IOException e) {
      // peer gone
    }
  }

  @Override
  public void destroy(ChannelSession channel) {
    if (process != null) {
      process.destroyForcibly();
    }
  }
}
