package dev.play.output;

/**
 * When the console shows a result after its status line, as Ansible's default callback decides from
 * the internal keys an action sets in the result.
 */
public enum ResultDisplay {
  /** With {@code -v}. */
  ON_VERBOSE,
  /**
   * Always, indented ({@code _ansible_verbose_always}: {@code debug}, and {@code assert} unless
   * quiet).
   */
  ALWAYS,
  /**
   * Never on an ok or skipped line, even with {@code -v} ({@code _ansible_verbose_override}: fact
   * gathering and {@code setup}, whose facts would flood the screen); a failure still shows it.
   */
  NEVER
}
