package dev.play.connection.shell;

import dev.play.connection.CommandResult;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads what a persistent shell ({@link ShellServer}) prints: first the start-up text up to its
 * {@code READY-<nonce>} line (where sudo's prompt may appear), then answers: a {@code <nonce>}
 * line, the standard output up to {@code \n<nonce>-E\n}, the standard error up to {@code
 * \n<nonce>-X }, then the exit status and a newline. Fed in chunks as they arrive; each byte is
 * searched about once. Pure; not thread-safe.
 */
final class ShellFrames {
  private final String nonce;
  private final byte[] errMark;
  private final byte[] endMark;
  private final Pending pending = new Pending();
  private boolean ready;
  private boolean inAnswer;
  private byte[] stdout;
  private int scanned;

  public ShellFrames(String nonce) {
    this.nonce = nonce;
    this.errMark = ("\n" + nonce + "-E\n").getBytes(StandardCharsets.US_ASCII);
    this.endMark = ("\n" + nonce + "-X ").getBytes(StandardCharsets.US_ASCII);
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
    keepFrom(at + line.length());
    ready = true;
    return true;
  }

  /**
   * The next complete answer, or null until more bytes come; bytes are copied only once complete.
   */
  private CommandResult next() throws Garbled {
    if (!inAnswer) {
      int nl = indexOf(NEWLINE, 0);
      if (nl < 0) {
        return null;
      }
      header(new String(pending.array(), 0, nl, StandardCharsets.ISO_8859_1));
      keepFrom(nl + 1);
      inAnswer = true;
    }
    if (stdout == null) {
      int at = find(errMark);
      if (at < 0) {
        return null;
      }
      stdout = java.util.Arrays.copyOf(pending.array(), at);
      keepFrom(at + errMark.length);
    }
    int at = find(endMark);
    int nl = at < 0 ? -1 : indexOf(NEWLINE, at + endMark.length);
    if (nl < 0) {
      if (at >= 0) {
        scanned = at; // the mark is here, its status line not yet: look from the mark next time
      }
      return null;
    }
    int rc =
        status(
            new String(
                pending.array(),
                at + endMark.length,
                nl - at - endMark.length,
                StandardCharsets.ISO_8859_1));
    CommandResult r =
        new CommandResult(
            rc,
            new String(stdout, StandardCharsets.UTF_8),
            new String(pending.array(), 0, at, StandardCharsets.UTF_8));
    keepFrom(nl + 1);
    inAnswer = false;
    stdout = null;
    return r;
  }

  /**
   * Where {@code mark} starts in the pending bytes, or -1 (then bytes scanned are not searched
   * again).
   */
  private int find(byte[] mark) {
    int at = indexOf(mark, Math.max(0, scanned - mark.length));
    scanned = at < 0 ? pending.size() : 0;
    return at;
  }

  private void header(String line) throws Garbled {
    if (!line.equals(nonce)) {
      throw new Garbled("unexpected output from the remote shell: " + abbreviate(line));
    }
  }

  private int status(String text) throws Garbled {
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new Garbled("unexpected answer from the remote shell: " + abbreviate(text));
    }
  }

  /** Drops the bytes before {@code offset}, moving the rest to the front in place. */
  private void keepFrom(int offset) {
    pending.dropFirst(offset);
    scanned = 0;
  }

  private static final byte[] NEWLINE = {'\n'};

  /** Where {@code mark} starts in the pending bytes at or after {@code from}, or -1. */
  private int indexOf(byte[] mark, int from) {
    byte[] buf = pending.array();
    int length = pending.size();
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

    void dropFirst(int n) {
      System.arraycopy(buf, n, buf, 0, count - n);
      count -= n;
    }
  }

  private static String abbreviate(String s) {
    return s.length() <= 120 ? s : s.substring(0, 120) + "...";
  }
}
