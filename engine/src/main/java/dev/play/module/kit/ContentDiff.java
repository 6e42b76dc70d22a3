package dev.play.module.kit;

import dev.play.diff.Diff;
import dev.play.facts.FileProbe;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Content diffs for {@code --diff}. Binary content (a NUL byte) and content over 1 MiB are not
 * shown; the diff then says so, with the checksums.
 */
public final class ContentDiff {
  private ContentDiff() {}

  /**
   * The diff of a file's content from {@code before} to {@code after}.
   *
   * @param before the old bytes, or empty for a new file
   * @param beforeTooLarge the old content was not fetched because of its size
   * @param beforeChecksum the old checksum (null for a new file)
   */
  public static Diff of(
      String path,
      Optional<byte[]> before,
      boolean beforeTooLarge,
      String beforeChecksum,
      byte[] after) {
    String b =
        beforeTooLarge
            ? placeholder("larger than 1 MiB", beforeChecksum)
            : before.map(ContentDiff::text).orElse("");
    return new Diff(path, path, b, text(after));
  }

  private static String text(byte[] data) {
    if (data.length > FileProbe.MAX_DIFF_SIZE) {
      return placeholder("larger than 1 MiB", Checksums.sha1(data));
    }
    for (byte x : data) {
      if (x == 0) {
        return placeholder("binary", Checksums.sha1(data));
      }
    }
    return new String(data, StandardCharsets.UTF_8);
  }

  private static String placeholder(String why, String checksum) {
    return "(content not shown: " + why + ", sha1 " + checksum + ")\n";
  }
}
