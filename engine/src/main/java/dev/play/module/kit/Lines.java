package dev.play.module.kit;

import java.util.ArrayList;
import java.util.List;

/** Text as lines that keep their line endings, like Python's {@code readlines()}. */
public final class Lines {
  private Lines() {}

  public static List<String> split(String text) {
    List<String> out = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        out.add(text.substring(start, i + 1));
        start = i + 1;
      }
    }
    if (start < text.length()) {
      out.add(text.substring(start));
    }
    return out;
  }

  /** The line without its {@code \r}/{@code \n} ending. */
  public static String strip(String line) {
    int end = line.length();
    while (end > 0 && (line.charAt(end - 1) == '\n' || line.charAt(end - 1) == '\r')) {
      end--;
    }
    return line.substring(0, end);
  }

  public static boolean endsWithNewline(String line) {
    return line.endsWith("\n") || line.endsWith("\r");
  }
}
