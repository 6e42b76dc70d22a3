package dev.play.report;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits the whole Markdown report into parts that each fit a limit, losing nothing: the parts'
 * bodies, in order, are exactly the whole report. A part ends at a paragraph's end where it can,
 * else at a line's end, else (a line longer than a part) within the line. What is open where a part
 * ends (a {@code <details>} block, a diff's fence) is closed at its end and opened again at the
 * next part's start, marked "(continued)", so that each part reads alone.
 */
final class MarkdownSplit {
  private static final String DETAILS = "<details><summary>";
  private static final String CLOSE_DETAILS = "</details>\n";

  private final int maxChars;
  private final List<Piece> pieces = new ArrayList<>();

  /**
   * What is open after a piece: the opening lines of {@code <details>} blocks, and a fence or null.
   */
  private record State(List<String> details, String fence) {
    static final State NONE = new State(List.of(), null);

    State after(String line) {
      if (fence != null) {
        return line.equals(fence + "\n") ? new State(details, null) : this;
      }
      String ticks =
          line.endsWith("diff\n") ? line.substring(0, line.length() - "diff\n".length()) : "";
      if (ticks.length() >= 3 && ticks.chars().allMatch(c -> c == '`')) {
        return new State(details, ticks);
      }
      if (line.startsWith(DETAILS)) {
        List<String> more = new ArrayList<>(details);
        more.add(line);
        return new State(more, null);
      }
      if (line.equals(CLOSE_DETAILS) && !details.isEmpty()) {
        return new State(details.subList(0, details.size() - 1), null);
      }
      return this;
    }

    /** What opens this state again at a part's start. */
    String reopen() {
      StringBuilder out = new StringBuilder();
      details.forEach(
          d -> out.append(d.replace("</summary>\n", " (continued)</summary>\n")).append('\n'));
      if (fence != null) {
        out.append("_(diff continued)_\n\n").append(fence).append("diff\n");
      }
      return out.toString();
    }

    /** What closes this state at a part's end. */
    String close() {
      return (fence == null ? "" : fence + "\n") + CLOSE_DETAILS.repeat(details.size());
    }
  }

  /** A line, or a piece of a line too long for a part, and the state after it. */
  private record Piece(String text, State after, boolean paragraphEnd) {
    /**
     * What ends a part that ends with this piece: a line's end when it is within a line, then the
     * closing.
     */
    String suffix() {
      String close = after.close();
      return close.isEmpty() || text.endsWith("\n") ? close : "\n" + close;
    }
  }

  /**
   * One part: what reopens the previous part's open blocks, its share of the report, what closes.
   */
  record Part(String prefix, String body, String suffix) {
    /** The part's text. */
    String text() {
      return prefix + body + suffix;
    }
  }

  private MarkdownSplit(int maxChars) {
    this.maxChars = maxChars;
  }

  /**
   * The parts of {@code whole}, each at most {@code maxChars} characters ({@link
   * MarkdownCut#MIN_CHARS} at least).
   */
  static List<Part> split(String whole, int maxChars) {
    if (maxChars < MarkdownCut.MIN_CHARS) {
      throw new IllegalArgumentException(
          "a Markdown report needs at least " + MarkdownCut.MIN_CHARS + " characters");
    }
    MarkdownSplit split = new MarkdownSplit(maxChars);
    split.read(whole);
    return split.parts();
  }

  private void read(String whole) {
    State state = State.NONE;
    int start = 0;
    while (start < whole.length()) {
      int nl = whole.indexOf('\n', start);
      int end = nl < 0 ? whole.length() : nl + 1;
      String line = whole.substring(start, end);
      State after = state.after(line);
      int room = maxChars - state.reopen().length() - state.close().length() - 1;
      while (line.length() > room) {
        int cut = Character.isHighSurrogate(line.charAt(room - 1)) ? room - 1 : room;
        pieces.add(new Piece(line.substring(0, cut), state, false));
        line = line.substring(cut);
      }
      pieces.add(new Piece(line, after, line.equals("\n") && after.fence() == null));
      state = after;
      start = end;
    }
  }

  private List<Part> parts() {
    List<Part> out = new ArrayList<>();
    int first = 0;
    State open = State.NONE;
    while (first < pieces.size()) {
      int end = partEnd(first, open);
      StringBuilder body = new StringBuilder();
      pieces.subList(first, end).forEach(p -> body.append(p.text()));
      Piece last = pieces.get(end - 1);
      State after = last.after();
      out.add(new Part(open.reopen(), body.toString(), last.suffix()));
      open = after;
      first = end;
    }
    return out;
  }

  /**
   * Where the part starting at piece {@code first} ends (exclusive): at a paragraph's end when one
   * is past half.
   */
  private int partEnd(int first, State open) {
    long size = open.reopen().length();
    int lastParagraph = -1;
    int i = first;
    while (i < pieces.size()) {
      Piece p = pieces.get(i);
      if (size + p.text().length() + p.suffix().length() > maxChars) {
        break;
      }
      size += p.text().length();
      i++;
      if (p.paragraphEnd() && size >= maxChars / 2) {
        lastParagraph = i;
      }
    }
    if (i == first) {
      throw new IllegalStateException(
          "a line of the report does not fit in " + maxChars + " characters");
    }
    return i == pieces.size() || lastParagraph < 0 ? i : lastParagraph;
  }
}
