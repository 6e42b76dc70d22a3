package dev.play.connection.become;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads one stream to its end on its own thread, keeping every byte; wakes {@code signal}'s waiters
 * after each chunk. All state is guarded by {@code signal}.
 */
final class StreamCollector implements Runnable {
  private final InputStream in;
  private final Object signal;
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private boolean eof;

  private StreamCollector(InputStream in, Object signal) {
    this.in = in;
    this.signal = signal;
  }

  static StreamCollector start(InputStream in, Object signal, String name) {
    StreamCollector c = new StreamCollector(in, signal);
    Thread.ofPlatform().daemon().name(name).start(c);
    return c;
  }

  @Override
  public void run() {
    byte[] chunk = new byte[16384];
    try (in) {
      for (int n; (n = in.read(chunk)) >= 0; ) {
        synchronized (signal) {
          bytes.write(chunk, 0, n);
          signal.notifyAll();
        }
      }
    } catch (IOException e) {
      // a closed or broken stream ends the output; the exit status tells the rest
    } finally {
      synchronized (signal) {
        eof = true;
        signal.notifyAll();
      }
    }
  }

  /**
   * The bytes so far as Latin-1 text (one char per byte, so indexes are byte offsets). Hold signal.
   */
  String latin1() {
    return bytes.toString(StandardCharsets.ISO_8859_1);
  }

  /** Hold signal. */
  byte[] bytes() {
    return bytes.toByteArray();
  }

  /** Hold signal. */
  boolean eof() {
    return eof;
  }
}
