package dev.play.cli;

import java.util.ArrayList;
import java.util.List;

/** Splits {@code a=1 b="x y" c='z'} into words, removing the quotes. */
final class Words {
  private Words() {}

  static List<String> split(String s) {
    List<String> words = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    char quote = 0;
    boolean inWord = false;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else {
          cur.append(c);
        }
      } else if (c == '"' || c == '\'') {
        quote = c;
        inWord = true;
      } else if (Character.isWhitespace(c)) {
        if (inWord) {
          words.add(cur.toString());
          cur.setLength(0);
          inWord = false;
        }
      } else {
        cur.append(c);
        inWord = true;
      }
    }
    if (inWord) {
      words.add(cur.toString());
    }
    return words;
  }
}
