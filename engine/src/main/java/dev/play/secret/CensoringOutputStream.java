package dev.play.secret;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * An output that masks a run's {@link Secrets} before anything reaches the stream under it: bytes
 * are held to the end of a line (or an explicit flush), then passed on censored, and the stream
 * under it flushed. Wraps play's standard output and error, so no path of the console — reports,
 * diffs, errors, traces — can miss it.
 */
public final class CensoringOutputStream extends OutputStream {
  private final OutputStream out;
  private final Secrets secrets;
  private final ByteArrayOutputStream line = new ByteArrayOutputStream(256);

  private CensoringOutputStream(OutputStream out, Secrets secrets) {
    this.out = out;
    this.secrets = secrets;
  }

  /**
   * {@code stream}, censored of {@code secrets}, as a UTF-8 print stream (once: a stream censored
   * of the same secrets is kept). Each line goes on when it ends; a partial line only on an
   * explicit {@code flush()}. Not auto-flushing: an auto-flushing print stream flushes after every
   * {@code print}, which would pass a secret printed in two pieces on unmasked.
   */
  public static PrintStream wrap(PrintStream stream, Secrets secrets) {
    return stream instanceof Censored c && c.secrets == secrets
        ? stream
        : new Censored(stream, secrets);
  }

  /** A print stream whose bytes pass a {@link CensoringOutputStream}. */
  private static final class Censored extends PrintStream {
    private final Secrets secrets;

    Censored(PrintStream under, Secrets secrets) {
      super(new CensoringOutputStream(under, secrets), false, StandardCharsets.UTF_8);
      this.secrets = secrets;
    }
  }

  @Override
  public synchronized void write(int b) throws IOException {
    line.write(b);
    if (b == '\n') {
      emit();
    }
  }

  @Override
  public synchronized void write(byte[] b, int off, int len) throws IOException {
    int start = off;
    for (int i = off; i < off + len; i++) {
      if (b[i] == '\n') {
        line.write(b, start, i + 1 - start);
        emit();
        start = i + 1;
      }
    }
    line.write(b, start, off + len - start);
  }

  @Override
  public synchronized void flush() throws IOException {
    emit();
    out.flush();
  }

  @Override
  public synchronized void close() throws IOException {
    flush();
  }

  private void emit() throws IOException {
    if (line.size() == 0) {
      return;
    }
    pass();
    out.flush();
  }

  private void pass() throws IOException {
    if (secrets.active()) {
      out.write(
          secrets.censor(line.toString(StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8));
    } else {
      line.writeTo(out);
    }
    line.reset();
  }
}
