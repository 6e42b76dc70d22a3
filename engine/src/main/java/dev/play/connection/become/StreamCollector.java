package dev.play.connection.become;

import dev.play.connection.KeptBytes;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads one stream to its end on its own thread, keeping its first {@link KeptBytes#LIMIT} bytes
 * and counting the rest; wakes {@code signal}'s waiters after each chunk. All state is guarded by
 * {@code signal}.
 */
final class StreamCollector implements Runnable {
  private final InputStream in;
  private final Object signal;
  private final KeptBytes bytes = new KeptBytes();
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
          bytes.add(chunk, 0, n);
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
    return bytes.latin1();
  }

  /** Hold signal. */
  byte[] bytes() {
    return bytes.bytes();
  }

  /** Bytes read after the first {@link KeptBytes#LIMIT}, not kept. Hold signal. */
  long dropped() {
    return bytes.dropped();
  }

  /** Hold signal. */
  boolean eof() {
    return eof;
  }
}
