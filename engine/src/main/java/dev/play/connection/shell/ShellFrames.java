package dev.play.connection.shell;

import dev.play.connection.CommandResult;
import dev.play.connection.KeptBytes;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Reads what a persistent shell ({@link ShellServer}) prints: first the start-up text up to its
 * {@code READY-<nonce>} line (where sudo's prompt may appear), then answers. Each answer is marked
 * by the token of its own request ({@link #expect}), a random word the host sees only on its
 * standard input: a {@code <token>} line, the standard output up to {@code \n<token>-E\n}, the
 * standard error up to {@code \n<token>-X }, then the exit status and a newline.
 *
 * <p>A command's output cannot end its own answer early unless it knows its token, and cannot pass
 * for the next answer: that one's token is not yet chosen when the output is written, and anything
 * but the expected token where an answer starts is {@link Garbled}. Of each stream the first {@code
 * limit} bytes are kept and the rest counted ({@link KeptBytes}); what waits for a mark is bounded
 * by the mark's length, and the start-up text by {@link #START_LIMIT}. Fed in chunks as they
 * arrive; each byte is searched about once. Pure; not thread-safe.
 */
public final class ShellFrames {
  /** Start-up text kept while waiting for the {@code READY} line. */
  static final int START_LIMIT = 1 << 20;

  /** The longest status line: a sign and ten digits. */
  private static final int STATUS_CHARS = 11;

  private static final byte[] NEWLINE = {'\n'};
  private final byte[] readyLine;
  private final int limit;
  private final Deque<String> due = new ArrayDeque<>();
  private final Pending pending = new Pending();
  private boolean ready;
  private Answer answer;

  public ShellFrames(String nonce) {
    this(nonce, KeptBytes.LIMIT);
  }

  /** Frames of the loop marked by {@code nonce}, keeping {@code limit} bytes of each stream. */
  public ShellFrames(String nonce, int limit) {
    this.readyLine = ("READY-" + nonce + "\n").getBytes(StandardCharsets.US_ASCII);
    this.limit = limit;
  }

  /** Thrown for output that is no answer of the protocol (the loop broke or was tampered with). */
  public static final class Garbled extends Exception {
    Garbled(String message) {
      super(message);
    }
  }

  /**
   * The next answer to come is the one marked by {@code token} (requests are answered in order).
   */
  public void expect(String token) {
    due.add(token);
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

  private boolean readyLine() throws Garbled {
    int at = indexOf(readyLine, 0);
    if (at < 0) {
      if (pending.size() > START_LIMIT) {
        throw new Garbled("the remote shell printed more than 1 MiB before it started");
      }
      return false;
    }
    keepFrom(at + readyLine.length);
    ready = true;
    return true;
  }

  /** The next complete answer, or null until more bytes come. */
  private CommandResult next() throws Garbled {
    if (answer == null && !header()) {
      return null;
    }
    if (answer.part == Part.STDOUT) {
      if (!collect(answer.errMark, answer.out)) {
        return null;
      }
      answer.part = Part.STDERR;
    }
    if (answer.part == Part.STDERR) {
      if (!collect(answer.endMark, answer.err)) {
        return null;
      }
      answer.part = Part.STATUS;
    }
    int nl = indexOf(NEWLINE, 0);
    if (nl < 0) {
      if (pending.size() > STATUS_CHARS) {
        throw new Garbled("unexpected answer from the remote shell: " + pendingText());
      }
      return null;
    }
    int rc = status(new String(pending.array(), 0, nl, StandardCharsets.ISO_8859_1));
    keepFrom(nl + 1);
    Answer done = answer;
    answer = null;
    return new CommandResult(
        rc, done.out.text(), done.err.text(), done.out.dropped() + done.err.dropped());
  }

  /** Reads an answer's first line, the token due; false until it has come whole. */
  private boolean header() throws Garbled {
    if (pending.size() == 0) {
      return false;
    }
    String token = due.peek();
    if (token == null) {
      throw new Garbled("output from the remote shell when no answer was due: " + pendingText());
    }
    int nl = indexOf(NEWLINE, 0);
    if (nl < 0) {
      if (pending.size() > token.length()) {
        throw new Garbled("unexpected output from the remote shell: " + pendingText());
      }
      return false;
    }
    String line = new String(pending.array(), 0, nl, StandardCharsets.ISO_8859_1);
    if (!line.equals(token)) {
      throw new Garbled("unexpected output from the remote shell: " + abbreviate(line));
    }
    due.poll();
    keepFrom(nl + 1);
    answer = new Answer(token, limit);
    return true;
  }

  /**
   * Moves the pending bytes before {@code mark} into {@code kept}; true once the mark has come (and
   * is dropped). Until then only the bytes that could begin the mark stay pending.
   */
  private boolean collect(byte[] mark, KeptBytes kept) {
    int at = indexOf(mark, 0);
    if (at >= 0) {
      kept.add(pending.array(), 0, at);
      keepFrom(at + mark.length);
      return true;
    }
    int safe = pending.size() - (mark.length - 1);
    if (safe > 0) {
      kept.add(pending.array(), 0, safe);
      keepFrom(safe);
    }
    return false;
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
  }

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

  private String pendingText() {
    int n = Math.min(pending.size(), 121);
    return abbreviate(new String(pending.array(), 0, n, StandardCharsets.ISO_8859_1));
  }

  private static String abbreviate(String s) {
    return s.length() <= 120 ? s : s.substring(0, 120) + "...";
  }

  private enum Part {
    STDOUT,
    STDERR,
    STATUS
  }

  /** The answer being read: its marks, the streams kept so far, and which part comes next. */
  private static final class Answer {
    final byte[] errMark;
    final byte[] endMark;
    final KeptBytes out;
    final KeptBytes err;
    Part part = Part.STDOUT;

    Answer(String token, int limit) {
      this.errMark = ("\n" + token + "-E\n").getBytes(StandardCharsets.US_ASCII);
      this.endMark = ("\n" + token + "-X ").getBytes(StandardCharsets.US_ASCII);
      this.out = new KeptBytes(limit);
      this.err = new KeptBytes(limit);
    }
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
}
