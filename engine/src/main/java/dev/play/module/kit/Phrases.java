package dev.play.module.kit;

import java.util.List;

/** Wording shared by the file modules' messages. */
public final class Phrases {
  private Phrases() {}

  /** {@code a}, {@code a and b}, {@code a, b and c}. */
  public static String join(List<String> items) {
    if (items.size() <= 1) {
      return String.join("", items);
    }
    return String.join(", ", items.subList(0, items.size() - 1))
        + " and "
        + items.get(items.size() - 1);
  }

  /** {@code /etc/x: content, mode 0644 and owner root already as requested}. */
  public static String alreadyAsRequested(String path, List<String> items) {
    return path + ": " + join(items) + " already as requested";
  }
}
