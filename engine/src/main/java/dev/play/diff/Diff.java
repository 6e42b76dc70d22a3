package dev.play.diff;

/**
 * A before/after pair, as Ansible's {@code diff} result: file content, or attribute lines such as
 * {@code mode: 0644}. Rendered as a unified diff by {@link UnifiedDiff}.
 */
public record Diff(String beforeHeader, String afterHeader, String before, String after) {
  public Diff {
    before = before == null ? "" : before;
    after = after == null ? "" : after;
  }

  public boolean isEmpty() {
    return before.equals(after);
  }
}
