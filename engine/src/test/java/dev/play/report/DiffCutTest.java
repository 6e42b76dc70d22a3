package dev.play.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@link DiffCut}: long diffs are cut at 400 lines or 64 KiB, with a note saying how much is left
 * out.
 */
class DiffCutTest {
  private static String lines(int n, int width) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      sb.append('+').append(String.valueOf(i % 10).repeat(width - 1)).append('\n');
    }
    return sb.toString();
  }

  @Test
  void aShortDiffIsKeptWhole() {
    String diff = lines(DiffCut.MAX_LINES, 10);
    assertSame(diff, DiffCut.cut(diff));
  }

  @Test
  void aDiffOfManyLinesIsCutAt400() {
    String cut = DiffCut.cut(lines(1000, 10));
    assertEquals(DiffCut.MAX_LINES + 1, cut.lines().count());
    assertTrue(
        cut.endsWith("\n\u2026 600 more lines cut; see the --summary-json file\n"),
        cut.substring(cut.length() - 80));
  }

  @Test
  void aDiffOfLongLinesIsCutAt64KiB() {
    String cut = DiffCut.cut(lines(100, 1000));
    assertEquals(65 + 1, cut.lines().count(), "65 lines of 1000 characters fit in 64 KiB");
    assertTrue(cut.length() < DiffCut.MAX_CHARS + 100);
    assertTrue(cut.endsWith("\u2026 35 more lines cut; see the --summary-json file\n"));
  }

  @Test
  void oneLineLeftOutIsSaidInTheSingular() {
    assertTrue(
        DiffCut.cut(lines(401, 5))
            .endsWith("\u2026 1 more line cut; see the --summary-json file\n"));
  }
}
