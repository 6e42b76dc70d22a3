package dev.play.report;

import java.util.List;
import java.util.Set;

/**
 * A piece of the Markdown report that can be left out whole without unbalancing the rest: its own
 * text, the pieces within it, then the text that closes it ({@code </details>}, a closing fence).
 *
 * @param kind what it holds, which says how soon it is left out when the report is too long
 * @param label the role's name shown, for a {@link Kind#ROLE} block and the blocks within it; else
 *     null
 * @param open its text before the pieces within it
 * @param children the pieces within it, in order
 * @param close its text after them
 */
record MarkdownBlock(
    Kind kind, String label, String open, List<MarkdownBlock> children, String close) {
  /** What a block holds, in the order blocks are left out to fit a limit: diffs first. */
  enum Kind {
    /** A change's diff: a fenced code block. */
    DIFF,
    /** A role's changes: a {@code <details>} block. */
    ROLE,
    /** A change, with its hosts and steps, and its diffs within it. */
    CHANGE,
    /** A row of the table of roles. */
    ROLE_ROW,
    /** A host that failed or was unreachable. */
    PROBLEM,
    /** What is never left out: the header, section titles, a change's text. */
    TEXT
  }

  MarkdownBlock {
    children = List.copyOf(children);
  }

  /** A block of text alone. */
  static MarkdownBlock text(Kind kind, String label, String text) {
    return new MarkdownBlock(kind, label, text, List.of(), "");
  }

  /** The text of this block and all within it, but for the blocks in {@code left} (by identity). */
  void render(StringBuilder out, Set<MarkdownBlock> left) {
    if (left.contains(this)) {
      return;
    }
    out.append(open);
    children.forEach(c -> c.render(out, left));
    out.append(close);
  }

  /** How many characters {@link #render} writes. */
  long size(Set<MarkdownBlock> left) {
    if (left.contains(this)) {
      return 0;
    }
    long size = (long) open.length() + close.length();
    for (MarkdownBlock c : children) {
      size += c.size(left);
    }
    return size;
  }
}
