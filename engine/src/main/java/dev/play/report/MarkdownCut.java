package dev.play.report;

import dev.play.report.MarkdownBlock.Kind;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Fits the Markdown report within a number of characters: when it is longer, blocks are left out
 * from the end, the least important first (diffs; then roles' details, whole roles from the end,
 * then the changes of the last role kept; then rows of the roles' table; then problems), and a note
 * at the end says what was left out and where the whole is.
 */
final class MarkdownCut {
  /** The fewest characters a limit may allow: the header and the note always fit. */
  static final int MIN_CHARS = 2000;

  /** The most characters of the note's pointer to the full report. */
  private static final int WHERE_CHARS = 300;

  /** The most characters of a role's name in the note. */
  private static final int NOTE_NAME_CHARS = 40;

  private final List<MarkdownBlock> blocks;
  private final Set<MarkdownBlock> left = Collections.newSetFromMap(new IdentityHashMap<>());
  private final String where;

  private MarkdownCut(List<MarkdownBlock> blocks, String where) {
    this.blocks = blocks;
    this.where = MarkdownText.inline(MarkdownText.shorten(where, WHERE_CHARS));
  }

  /**
   * The text of {@code blocks}, at most {@code maxChars} characters ({@link #MIN_CHARS} at least):
   * whole when it fits, else with blocks left out and a note naming {@code where} the full report
   * is.
   */
  static String fit(List<MarkdownBlock> blocks, int maxChars, String where) {
    if (maxChars < MIN_CHARS) {
      throw new IllegalArgumentException(
          "a Markdown report needs at least " + MIN_CHARS + " characters");
    }
    String whole = MarkdownDocument.text(blocks);
    if (whole.length() <= maxChars) {
      return whole;
    }
    return new MarkdownCut(blocks, where).cut(whole.length(), maxChars);
  }

  private String cut(long whole, int maxChars) {
    long room = (long) maxChars - note(worstTally()).length();
    long size = leaveOut(Kind.DIFF, whole, room, false);
    size = leaveOut(Kind.ROLE, size, room, true);
    size = leaveOut(Kind.CHANGE, size, room, false);
    size = leaveOutEmptyRoles(size);
    size = leaveOut(Kind.ROLE_ROW, size, room, false);
    leaveOut(Kind.PROBLEM, size, room, false);
    Tally tally = new Tally();
    blocks.forEach(b -> tally.add(b, false));
    StringBuilder out = new StringBuilder();
    blocks.forEach(b -> b.render(out, left));
    return within(out.toString(), note(tally), maxChars);
  }

  /**
   * Leaves out blocks of {@code kind} from the end while {@code size} exceeds {@code room}; {@code
   * whole} only those whose leaving still leaves too much (a role is then cut change by change).
   * Returns the size left.
   */
  private long leaveOut(Kind kind, long size, long room, boolean whole) {
    List<MarkdownBlock> candidates = new ArrayList<>();
    blocks.forEach(b -> collect(b, kind, candidates));
    for (int i = candidates.size() - 1; i >= 0 && size > room; i--) {
      long blockSize = candidates.get(i).size(left);
      if (whole && size - blockSize <= room) {
        break;
      }
      size -= blockSize;
      left.add(candidates.get(i));
    }
    return size;
  }

  /** Leaves out the roles whose changes are all left out; returns the size left. */
  private long leaveOutEmptyRoles(long size) {
    List<MarkdownBlock> roles = new ArrayList<>();
    blocks.forEach(b -> collect(b, Kind.ROLE, roles));
    for (MarkdownBlock role : roles) {
      if (!left.contains(role) && !role.children().isEmpty() && left.containsAll(role.children())) {
        size -= role.size(left);
        left.add(role);
      }
    }
    return size;
  }

  /**
   * {@code body} and {@code note}, within {@code maxChars}: when names so long that the header
   * alone does not fit (only text outside any {@code <details>} or fence is left by then), the body
   * cut at a line's end and the note shortened.
   */
  private static String within(String body, String note, int maxChars) {
    if (body.length() + note.length() <= maxChars) {
      return body + note;
    }
    String shortNote = MarkdownText.shorten(note, maxChars / 2);
    int end = body.lastIndexOf('\n', maxChars - shortNote.length() - 2) + 1;
    return body.substring(0, end) + shortNote + (shortNote.endsWith("\n") ? "" : "\n");
  }

  private static String noteName(String label) {
    return MarkdownText.inline(MarkdownText.shorten(label, NOTE_NAME_CHARS));
  }

  /**
   * The blocks of {@code kind} in and within {@code block}, in order, but for those already left
   * out.
   */
  private void collect(MarkdownBlock block, Kind kind, List<MarkdownBlock> out) {
    if (left.contains(block)) {
      return;
    }
    if (block.kind() == kind) {
      out.add(block);
    }
    block.children().forEach(c -> collect(c, kind, out));
  }

  /**
   * A tally at least as long to write as any: every block left out, the longest role names named.
   * The note of the real tally is never longer, so room for this one is room for it.
   */
  private Tally worstTally() {
    Tally worst = new Tally();
    blocks.forEach(b -> worst.add(b, true));
    List<String> longest = worst.roles.stream().sorted((a, b) -> b.length() - a.length()).toList();
    worst.firstDiffRole = longest.isEmpty() ? "" : longest.get(0);
    worst.firstChangeRole = worst.firstDiffRole;
    List<String> named = new ArrayList<>(longest.subList(0, Math.min(5, longest.size())));
    named.addAll(longest.subList(named.size(), longest.size()));
    worst.roles.clear();
    worst.roles.addAll(named);
    return worst;
  }

  /** The note on what is left out. */
  private String note(Tally tally) {
    List<String> parts = new ArrayList<>();
    if (tally.count(Kind.DIFF) > 0) {
      parts.add(
          number(tally.count(Kind.DIFF))
              + " of "
              + number(tally.total(Kind.DIFF))
              + " diffs (from role "
              + tally.firstDiffRole
              + " on)");
    }
    if (tally.count(Kind.CHANGE) > 0) {
      parts.add(
          number(tally.count(Kind.CHANGE))
              + " of "
              + number(tally.total(Kind.CHANGE))
              + " changes (from role "
              + tally.firstChangeRole
              + " on)");
    }
    if (tally.count(Kind.ROLE) > 0) {
      parts.add(
          "the changes of "
              + number(tally.count(Kind.ROLE))
              + " of "
              + number(tally.total(Kind.ROLE))
              + " roles ("
              + MarkdownDocument.names(new ArrayList<>(tally.roles), 5)
              + ")");
    }
    if (tally.count(Kind.ROLE_ROW) > 0) {
      parts.add(number(tally.count(Kind.ROLE_ROW)) + " rows of the table of roles");
    }
    if (tally.count(Kind.PROBLEM) > 0) {
      parts.add(
          number(tally.count(Kind.PROBLEM))
              + " of "
              + number(tally.total(Kind.PROBLEM))
              + " failed or unreachable hosts");
    }
    return "---\n**Left out** to stay within the size of a comment: "
        + String.join("; ", parts)
        + ". The full report: "
        + where
        + ".\n";
  }

  /** How many blocks of each kind there are and how many are left out. */
  private final class Tally {
    private final Map<Kind, Integer> total = new EnumMap<>(Kind.class);
    private final Map<Kind, Integer> out = new EnumMap<>(Kind.class);
    private final Set<String> roles = new LinkedHashSet<>();
    private String firstDiffRole;
    private String firstChangeRole;

    /**
     * Counts {@code block} and those within it; {@code within} when a block around it is left out.
     */
    void add(MarkdownBlock block, boolean within) {
      boolean isLeft = within || left.contains(block);
      total.merge(block.kind(), 1, Integer::sum);
      if (isLeft) {
        out.merge(block.kind(), 1, Integer::sum);
        if (block.kind() == Kind.ROLE) {
          roles.add(noteName(block.label()));
        } else if (block.kind() == Kind.DIFF && firstDiffRole == null) {
          firstDiffRole = noteName(block.label());
        } else if (block.kind() == Kind.CHANGE && firstChangeRole == null) {
          firstChangeRole = noteName(block.label());
        }
      }
      block.children().forEach(c -> add(c, isLeft));
    }

    int count(Kind kind) {
      return out.getOrDefault(kind, 0);
    }

    int total(Kind kind) {
      return total.getOrDefault(kind, 0);
    }
  }

  /** {@code n} with thousands separators, as the note writes counts. */
  static String number(long n) {
    return String.format(Locale.ROOT, "%,d", n);
  }
}
