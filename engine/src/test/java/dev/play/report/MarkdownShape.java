package dev.play.report;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A small structural check of the Markdown report, independent of how it is written: every {@code
 * <details>} closed, every fence closed by the same fence, nothing closed that is not open.
 */
final class MarkdownShape {
  private MarkdownShape() {}

  /** What is wrong with {@code markdown}'s structure, or null when it is balanced. */
  static String problem(String markdown) {
    Deque<Integer> details = new ArrayDeque<>();
    String fence = null;
    int lineNo = 0;
    for (String line : markdown.split("\n", -1)) {
      lineNo++;
      if (fence != null) {
        if (line.equals(fence)) {
          fence = null;
        }
        continue;
      }
      if (line.startsWith("```") || line.startsWith("~~~")) {
        fence = line.replaceAll("[^`~].*$", "");
        continue;
      }
      int opens = count(line, "<details>");
      int closes = count(line, "</details>");
      for (int i = 0; i < opens; i++) {
        details.push(lineNo);
      }
      for (int i = 0; i < closes; i++) {
        if (details.isEmpty()) {
          return "line " + lineNo + ": </details> with no <details> open";
        }
        details.pop();
      }
    }
    if (fence != null) {
      return "a fence " + fence + " is never closed";
    }
    return details.isEmpty() ? null : "<details> of line " + details.peek() + " is never closed";
  }

  private static int count(String line, String tag) {
    int n = 0;
    for (int at = line.indexOf(tag); at >= 0; at = line.indexOf(tag, at + 1)) {
      n++;
    }
    return n;
  }
}
