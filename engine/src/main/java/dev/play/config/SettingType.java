package dev.play.config;

/** How a setting's text becomes its value: Ansible's setting types, plus the counts play checks. */
enum SettingType {
  /** Text; one pair of surrounding quotes removed. */
  STRING,
  /** One of the setting's choices. */
  CHOICE,
  /**
   * A whole number of at least 1 (Ansible's {@code integer}; 0 forks or a 0 s timeout make no
   * sense).
   */
  COUNT,
  /**
   * A whole number of at least 0 (Ansible's {@code integer} where 0 means something: a cache
   * timeout that never ends).
   */
  NON_NEGATIVE,
  /** {@code true/yes/on/y/t/1} or {@code false/no/off/n/f/0}, any case. */
  BOOLEAN,
  /** A path, expanded and made absolute. */
  PATH,
  /** Paths separated by commas ({@code inventory}). */
  PATH_LIST,
  /** Paths separated by colons, as {@code PATH} ({@code roles_path}). */
  SEARCH_PATH
}
