package dev.play.module.cluster;

import java.util.Comparator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Names with numbers in natural order: {@code mlx5_6 < mlx5_10}, {@code net2 < net10}. */
final class NaturalOrder implements Comparator<String> {
  static final NaturalOrder INSTANCE = new NaturalOrder();
  private static final Pattern CHUNK = Pattern.compile("\\d+|\\D+");

  private NaturalOrder() {}

  @Override
  public int compare(String a, String b) {
    Matcher x = CHUNK.matcher(a);
    Matcher y = CHUNK.matcher(b);
    while (x.find() && y.find()) {
      int c = chunk(x.group(), y.group());
      if (c != 0) {
        return c;
      }
    }
    int shorter = Integer.compare(a.length(), b.length());
    return shorter != 0 ? shorter : a.compareTo(b);
  }

  private static int chunk(String a, String b) {
    boolean digits = Character.isDigit(a.charAt(0)) && Character.isDigit(b.charAt(0));
    if (!digits) {
      return a.compareTo(b);
    }
    String x = a.replaceFirst("^0+(?=.)", "");
    String y = b.replaceFirst("^0+(?=.)", "");
    return x.length() != y.length() ? Integer.compare(x.length(), y.length()) : x.compareTo(y);
  }
}
