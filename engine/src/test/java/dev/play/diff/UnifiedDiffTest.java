package dev.play.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class UnifiedDiffTest {
  @Test
  void rendersChangedLineWithContext() {
    Diff d = new Diff("/etc/x", "/etc/x", "a\nb\nc\n", "a\nB\nc\n");
    assertEquals(
        "--- /etc/x\n+++ /etc/x\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n", UnifiedDiff.render(d));
  }

  @Test
  void newFileAndMissingNewline() {
    Diff d = new Diff("/etc/x", "/etc/x", "", "one");
    assertEquals(
        "--- /etc/x\n+++ /etc/x\n@@ -0,0 +1,1 @@\n+one\n\\ No newline at end of file\n",
        UnifiedDiff.render(d));
  }
}
