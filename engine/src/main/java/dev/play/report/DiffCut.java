package dev.play.report;

/**
 * Cuts a long unified diff to what a report shows: at most {@link #MAX_LINES} lines and {@link
 * #MAX_CHARS} characters, then a line saying how many lines were left out.
 */
final class DiffCut {
  /** The most lines of a diff a report shows. */
  public static final int MAX_LINES = 400;

  /** The most characters of a diff a report shows (64 KiB). */
  public static final int MAX_CHARS = 64 * 1024;

  /** How the note on a cut diff starts; renderers may style the line by it. */
  public static final String NOTE_PREFIX = "\u2026 ";

  private DiffCut() {}

  /** {@code unified} whole when short enough, else its first lines and the note. */
  public static String cut(String unified) {
    int end = 0;
    int lines = 0;
    while (end < unified.length() && lines < MAX_LINES) {
      int next = unified.indexOf('\n', end);
      int lineEnd = next < 0 ? unified.length() : next + 1;
      if (lineEnd > MAX_CHARS) {
        break;
      }
      end = lineEnd;
      lines++;
    }
    if (end >= unified.length()) {
      return unified;
    }
    long left = unified.substring(end).lines().count();
    return unified.substring(0, end)
        + NOTE_PREFIX
        + left
        + " more line"
        + (left == 1 ? "" : "s")
        + " cut; see the --summary-json file\n";
  }
}
