package dev.play.engine;

import java.util.Set;

/**
 * {@code --tags} / {@code --skip-tags} selection as Ansible: {@code always} runs unless skipped by
 * name, {@code never} runs only when one of its other tags is asked for, and the special values
 * {@code all}, {@code tagged} and {@code untagged}.
 */
public record TagFilter(Set<String> only, Set<String> skip) {
  public boolean selected(Set<String> tags) {
    return included(tags) && !skipped(tags);
  }

  private boolean included(Set<String> tags) {
    boolean never = tags.contains("never");
    if (only.isEmpty()) {
      return !never;
    }
    if (tags.stream()
        .anyMatch(t -> !t.equals("never") && !t.equals("always") && only.contains(t))) {
      return true;
    }
    if (never) {
      return only.contains("never");
    }
    return only.contains("all")
        || (tags.contains("always") && !skip.contains("always"))
        || (only.contains("tagged") && !tags.isEmpty())
        || (only.contains("untagged") && tags.isEmpty())
        || (only.contains("always") && tags.contains("always"));
  }

  private boolean skipped(Set<String> tags) {
    if (skip.isEmpty()) {
      return false;
    }
    return tags.stream().anyMatch(skip::contains)
        || (skip.contains("all") && !tags.contains("always"))
        || (skip.contains("tagged") && !tags.isEmpty())
        || (skip.contains("untagged") && tags.isEmpty());
  }
}
