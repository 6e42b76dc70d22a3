package dev.play.module.files;

/**
 * Whole numbers as play's values hold them (as the YAML loader gives them): an Integer when it
 * fits, else a Long.
 */
final class YamlNumbers {
  private YamlNumbers() {}

  static Number of(long v) {
    if (v == (int) v) {
      return Integer.valueOf((int) v);
    }
    return Long.valueOf(v);
  }
}
