package net.schmizz.sshj.transport;

import java.io.InputStream;
import java.net.SocketTimeoutException;
import org.slf4j.Logger;

/**
 * play's replacement for sshj 0.40.0's transport reader thread (same name, package and public
 * shape, so {@link TransportImpl} creates and starts this one: play's jar comes before sshj's on
 * the class path). sshj's own reader allocates a receive array of the largest packet the protocol
 * allows, 256 KiB, for each connection's whole life; with one connection per host that was 512 MB
 * of a 2,000-host run's heap (bench/README.md, "Measurements and history"). This one reads into a
 * small array and hands it on to the {@link Decoder}, which already accepts a packet in as many
 * pieces as the socket delivers (it collects them in its own buffer and reports how many bytes it
 * still needs).
 *
 * <p>Behaviour otherwise as sshj's: a read timeout is retried unless the thread was interrupted,
 * end of stream or any failure ends the transport ({@link TransportImpl#die}) unless the reader was
 * interrupted, which is how the transport stops it. {@code SshjReaderTest} checks that this class
 * is the one loaded and that the sshj version is the one it was written against; the README.md of
 * this source root (src/sshj-patch) says what to check when sshj is upgraded.
 */
public final class Reader extends Thread {
  /**
   * Bytes read at most per call: larger than nearly every packet of a command's output (sshj's
   * window packets are at most 32 KiB), small against 256 KiB.
   */
  static final int CHUNK = 16 * 1024;

  private final Logger log;
  private final TransportImpl trans;

  public Reader(TransportImpl trans) {
    this.trans = trans;
    this.log = trans.getConfig().getLoggerFactory().getLogger(getClass());
    setName("sshj-Reader");
    setDaemon(true);
  }

  @Override
  public void run() {
    try {
      pump(trans.getDecoder(), trans.getConnInfo().in);
    } catch (Exception e) {
      if (!isInterrupted()) {
        trans.die(e);
      }
    }
    log.debug("Stopping");
  }

  /**
   * Reads what the socket has (up to {@link #CHUNK} bytes) and hands it to the decoder in pieces of
   * exactly the size it asks for: it drops what it is given beyond the packet it completes, so it
   * must never get more. One read thus brings a packet's length block and its body, or several
   * packets, where reading only what the decoder needs took two reads per packet.
   */
  private void pump(Decoder decoder, InputStream in) throws Exception {
    byte[] chunk = new byte[CHUNK];
    int needed = 1;
    int start = 0;
    int end = 0;
    while (!isInterrupted()) {
      if (start == end) {
        end = readSome(in, chunk);
        start = 0;
        if (end < 0) {
          end = 0;
          continue;
        }
      } else if (start > 0) { // the decoder reads from the array's start
        System.arraycopy(chunk, start, chunk, 0, end - start);
        end -= start;
        start = 0;
      }
      start = Math.min(needed, end);
      needed = decoder.received(chunk, start);
    }
  }

  /**
   * Reads at least a byte; -1 after a read timeout (retried), an exception at the end of the
   * stream.
   */
  private int readSome(InputStream in, byte[] chunk) throws Exception {
    int read;
    try {
      read = in.read(chunk, 0, chunk.length);
    } catch (SocketTimeoutException e) {
      if (isInterrupted()) {
        throw e;
      }
      return -1;
    }
    if (read == -1) {
      throw new TransportException("Broken transport; encountered EOF");
    }
    return read;
  }
}
