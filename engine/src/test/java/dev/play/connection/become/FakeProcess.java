package dev.play.connection.become;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;

/** A scripted "process" over piped streams: the script sees the handshake from sudo's side. */
final class FakeProcess {
  interface Script {
    void run(FakeProcess p) throws IOException;
  }

  private final PipedOutputStream out = new PipedOutputStream();
  private final PipedOutputStream err = new PipedOutputStream();
  private final PipedInputStream in = new PipedInputStream(1 << 20);
  final AtomicBoolean killed = new AtomicBoolean();
  final ByteArrayOutputStream received = new ByteArrayOutputStream();
  final ProcessStreams streams;

  FakeProcess(Script script) {
    try {
      PipedInputStream o = new PipedInputStream(out, 1 << 20);
      PipedInputStream e = new PipedInputStream(err, 1 << 20);
      streams = new ProcessStreams(o, e, new PipedOutputStream(in), this::kill);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Thread.ofPlatform()
        .daemon()
        .start(
            () -> {
              try {
                script.run(this);
              } catch (IOException e) {
                // killed
              } finally {
                closeOutputs();
              }
            });
  }

  void out(String s) throws IOException {
    out.write(s.getBytes(StandardCharsets.UTF_8));
    out.flush();
  }

  void err(String s) throws IOException {
    err.write(s.getBytes(StandardCharsets.UTF_8));
    err.flush();
  }

  /** Reads one line of stdin (recorded), or null at end. */
  String readLine() throws IOException {
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    for (int c; (c = in.read()) >= 0; ) {
      received.write(c);
      if (c == '\n') {
        return line.toString(StandardCharsets.UTF_8);
      }
      line.write(c);
    }
    return null;
  }

  /** Reads the rest of stdin (recorded). */
  String readRest() throws IOException {
    byte[] rest = in.readAllBytes();
    received.write(rest);
    return new String(rest, StandardCharsets.UTF_8);
  }

  /** Blocks until killed (the handshake gave up). */
  void hang() throws IOException {
    while (!killed.get()) {
      try {
        Thread.sleep(10);
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  private void kill() {
    killed.set(true);
    closeOutputs();
  }

  private void closeOutputs() {
    try {
      out.close();
      err.close();
    } catch (IOException e) {
      // already closed
    }
  }
}
