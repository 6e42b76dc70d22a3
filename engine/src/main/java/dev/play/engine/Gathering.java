package dev.play.engine;

import java.util.Locale;

/** Ansible's {@code gathering} setting: when a play gathers facts. */
public enum Gathering {
  /** Unless the play says {@code gather_facts: false} (Ansible's default). */
  IMPLICIT,
  /** Only when the play says {@code gather_facts: true}. */
  EXPLICIT,
  /**
   * As implicit, but not on hosts whose facts were gathered already: in this run, or in an earlier
   * one the fact cache remembers.
   */
  SMART;

  /** {@code implicit}, {@code explicit} or {@code smart}. */
  public static Gathering of(String name) {
    return valueOf(name.toUpperCase(Locale.ROOT));
  }
}
