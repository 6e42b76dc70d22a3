package dev.play.connection.shell;

import dev.play.connection.CommandResult;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads what a persistent shell ({@link ShellServer}) prints: first the start-up text up to its
 * {@code READY-<nonce>} line (where sudo's prompt may appear), then answers: {@code <nonce> <rc>},
 * the standard output up to {@code \n<nonce>-E\n}, the standard error up to {@code \n<nonce>-X\n}.
 * Fed in chunks as they arrive; each byte is searched once. Pure; not thread-safe.
 */
public final class ShellFrames {
  private final String nonce;
  private final byte[] errMark;
  private final byte[] endMark;
  private final Pending pending = new Pending();
  private boolean ready;
  private Integer rc;
  private byte[] stdout;
  private int scanned;

  public ShellFrames(String nonce) {
    this.nonce = nonce;
    this.errMark = ("\n" + nonce + "-E\n").getBytes(StandardCharsets.US_ASCII);
    this.endMark = ("\n" + nonce + "-X\n").getBytes(StandardCharsets.US_ASCII);
  }

  /** Thrown for output that is no answer of the protocol (the loop broke). */
  public static final class Garbled extends Exception {
    Garbled(String message) {
      super(message);
    }
  }

  /** Adds bytes; returns the answers they complete, in order. */
  public List<CommandResult> feed(byte[] chunk, int length) throws Garbled {
    pending.write(chunk, 0, length);
    List<CommandResult> out = new ArrayList<>();
    if (!ready && !readyLine()) {
      return out;
    }
    for (CommandResult r; (r = next()) != null; ) {
      out.add(r);
    }
    return out;
  }

  /** Whether the {@code READY} line has come. */
  public boolean ready() {
    return ready;
  }

  /** Start-up text so far (before {@code READY}), as Latin-1: where prompts and errors appear. */
  public String startText() {
    return ready ? "" : pending.toString(StandardCharsets.ISO_8859_1);
  }

  private boolean readyLine() {
    String text = pending.toString(StandardCharsets.ISO_8859_1);
    String line = "READY-" + nonce + "\n";
    int at = text.indexOf(line);
    if (at < 0) {
      return false;
    }
    byte[] buf = pending.toByteArray();
    keepFrom(at + line.length(), buf);
    ready = true;
    return true;
  }

  /** The next complete answer, or null until more bytes come; bytes are copied only once complete. */
  private CommandResult next() throws Garbled {
    if (rc == null) {
      int nl = indexOf(pending.array(), pending.size(), new byte[] {'\n'}, 0);
      if (nl < 0) {
        return null;
      }
      rc = status(new String(pending.array(), 0, nl, StandardCharsets.ISO_8859_1));
      keepFrom(nl + 1, pending.toByteArray());
    }
    byte[] mark = stdout == null ? errMark : endMark;
    int at = indexOf(pending.array(), pending.size(), mark, Math.max(0, scanned - mark.length));
    if (at < 0) {
      scanned = pending.size();
      return null;
    }
    byte[] buf = pending.toByteArray();
    byte[] part = java.util.Arrays.copyOf(buf, at);
    keepFrom(at + mark.length, buf);
    scanned = 0;
    if (stdout == null) {
      stdout = part;
      return next();
    }
    CommandResult r = new CommandResult(rc, new String(stdout, StandardCharsets.UTF_8),
        new String(part, StandardCharsets.UTF_8));
    rc = null;
    stdout = null;
    return r;
  }

  private int status(String line) throws Garbled {
    String prefix = nonce + " ";
    if (!line.startsWith(prefix)) {
      throw new Garbled("unexpected output from the remote shell: " + abbreviate(line));
    }
    try {
      return Integer.parseInt(line.substring(prefix.length()));
    } catch (NumberFormatException e) {
      throw new Garbled("unexpected answer from the remote shell: " + abbreviate(line));
    }
  }

  private void keepFrom(int offset, byte[] buf) {
    pending.reset();
    pending.write(buf, offset, buf.length - offset);
  }

  /** Where {@code mark} starts in the first {@code length} bytes of {@code buf} at or after {@code from}, or -1. */
  private static int indexOf(byte[] buf, int length, byte[] mark, int from) {
    outer:
    for (int i = from; i <= length - mark.length; i++) {
      for (int j = 0; j < mark.length; j++) {
        if (buf[i + j] != mark[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }

  /** Bytes not yet read, searchable in place (no copy per chunk). */
  private static final class Pending extends ByteArrayOutputStream {
    byte[] array() {
      return buf;
    }
  }

  private static String abbreviate(String s) {
    return s.length() <= 120 ? s : s.substring(0, 120) + "...";
  }
}
