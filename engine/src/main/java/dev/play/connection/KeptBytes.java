package dev.play.connection;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * One output stream of a command as play keeps it: its first {@link #LIMIT} bytes, and a count of
 * the bytes after them, which are read and dropped. A host that prints a gigabyte costs the
 * controller at most this much per stream (docs/security.md, "Output size"). Not thread-safe.
 */
public final class KeptBytes {
  /** Bytes kept of each stream of each command: 16 MiB. */
  public static final int LIMIT = 16 << 20;

  /**
   * The bound in words, and how many bytes of {@code result} went beyond it: {@code play keeps the
   * first 16 MiB of each output of a command; 1,234 bytes more}.
   */
  public static String cutText(CommandResult result) {
    return "play keeps the first "
        + (LIMIT >> 20)
        + " MiB of each output of a command; "
        + String.format("%,d", result.cut())
        + " bytes more";
  }

  private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
  private final int limit;
  private long dropped;

  /** A stream that keeps {@link #LIMIT} bytes. */
  public KeptBytes() {
    this(LIMIT);
  }

  /** A stream that keeps {@code limit} bytes (tests use small limits). */
  public KeptBytes(int limit) {
    if (limit < 0) {
      throw new IllegalArgumentException("a limit is not negative: " + limit);
    }
    this.limit = limit;
  }

  /** Adds {@code length} bytes of {@code bytes} from {@code offset}. */
  public void add(byte[] bytes, int offset, int length) {
    int take = (int) Math.min(length, (long) limit - kept.size());
    kept.write(bytes, offset, take);
    dropped += length - take;
  }

  /** The bytes kept, as UTF-8 text. */
  public String text() {
    return kept.toString(StandardCharsets.UTF_8);
  }

  /** The bytes kept, as Latin-1 text (one char per byte, so indexes are byte offsets). */
  public String latin1() {
    return kept.toString(StandardCharsets.ISO_8859_1);
  }

  /** The bytes kept. */
  public byte[] bytes() {
    return kept.toByteArray();
  }

  /** Bytes after the first {@link #LIMIT}, not kept. */
  public long dropped() {
    return dropped;
  }
}
