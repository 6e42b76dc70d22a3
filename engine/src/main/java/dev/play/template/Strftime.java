package dev.play.template;

import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.TextStyle;
import java.util.Locale;

/**
 * C's {@code strftime} in the POSIX locale, as Python's {@code time.strftime} formats: the codes
 * {@code %a %A %b %B %c %d %e %H %I %j %m %M %p %S %u %w %y %Y %z %Z %D %F %T %R %n %t %%}; any
 * other {@code %x} is kept as written.
 */
final class Strftime {
  private Strftime() {}

  public static String format(String pattern, ZonedDateTime t) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < pattern.length(); i++) {
      char c = pattern.charAt(i);
      if (c != '%' || i + 1 == pattern.length()) {
        out.append(c);
        continue;
      }
      char code = pattern.charAt(++i);
      String value = field(code, t);
      out.append(value != null ? value : "%" + code);
    }
    return out.toString();
  }

  private static String field(char code, ZonedDateTime t) {
    return switch (code) {
      case 'a' -> t.getDayOfWeek().getDisplayName(TextStyle.SHORT, Locale.US);
      case 'A' -> t.getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.US);
      case 'b', 'h' -> t.getMonth().getDisplayName(TextStyle.SHORT, Locale.US);
      case 'B' -> t.getMonth().getDisplayName(TextStyle.FULL, Locale.US);
      case 'c' -> format("%a %b %e %H:%M:%S %Y", t);
      case 'd' -> pad(t.getDayOfMonth(), 2, '0');
      case 'e' -> pad(t.getDayOfMonth(), 2, ' ');
      case 'H' -> pad(t.getHour(), 2, '0');
      case 'I' -> pad(t.getHour() % 12 == 0 ? 12 : t.getHour() % 12, 2, '0');
      case 'j' -> pad(t.getDayOfYear(), 3, '0');
      case 'm' -> pad(t.getMonthValue(), 2, '0');
      case 'M' -> pad(t.getMinute(), 2, '0');
      case 'p' -> t.getHour() < 12 ? "AM" : "PM";
      case 'S' -> pad(t.getSecond(), 2, '0');
      case 'u' -> Integer.toString(t.getDayOfWeek().getValue());
      case 'w' -> Integer.toString(t.getDayOfWeek().getValue() % 7);
      case 'y' -> pad(t.getYear() % 100, 2, '0');
      case 'Y' -> Integer.toString(t.getYear());
      case 'z' -> DateTimeFormatter.ofPattern("xx", Locale.ROOT).format(t);
      case 'Z' -> DateTimeFormatter.ofPattern("zzz", Locale.ROOT).format(t);
      case 'D' -> format("%m/%d/%y", t);
      case 'F' -> format("%Y-%m-%d", t);
      case 'T' -> format("%H:%M:%S", t);
      case 'R' -> format("%H:%M", t);
      case 'n' -> "\n";
      case 't' -> "\t";
      case '%' -> "%";
      default -> null;
    };
  }

  /** {@code n} in at least {@code width} digits, {@code fill} before. */
  static String pad(int n, int width, char fill) {
    String digits = Integer.toString(n);
    return String.valueOf(fill).repeat(Math.max(0, width - digits.length())) + digits;
  }
}
