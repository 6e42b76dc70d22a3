package dev.play.inventory;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A host word split into name and optional port, as Ansible's {@code parse_address}: {@code
 * host:2222}, {@code [::1]:2222}, {@code 10.0.0.1:22}; an IPv6 address without brackets has no
 * port.
 *
 * @param port the port, or null
 */
public record HostAddress(String host, Integer port) {
  private static final Pattern BRACKETED = Pattern.compile("^\\[([^\\]]+)\\]:(\\d{1,5})$");

  public static HostAddress parse(String word) {
    Matcher m = BRACKETED.matcher(word);
    if (m.matches()) {
      return new HostAddress(m.group(1), Integer.valueOf(m.group(2)));
    }
    int colon = lastColonOutsideBrackets(word);
    if (colon < 0 || colonsOutsideBrackets(word) > 1) {
      return new HostAddress(word, null);
    }
    String port = word.substring(colon + 1);
    if (port.isEmpty() || port.length() > 5 || !port.chars().allMatch(Character::isDigit)) {
      return new HostAddress(word, null);
    }
    return new HostAddress(word.substring(0, colon), Integer.valueOf(port));
  }

  private static int lastColonOutsideBrackets(String word) {
    int depth = 0;
    int last = -1;
    for (int i = 0; i < word.length(); i++) {
      char c = word.charAt(i);
      if (c == '[') {
        depth++;
      } else if (c == ']') {
        depth = Math.max(0, depth - 1);
      } else if (c == ':' && depth == 0) {
        last = i;
      }
    }
    return last;
  }

  private static int colonsOutsideBrackets(String word) {
    int count = 0;
    int depth = 0;
    for (int i = 0; i < word.length(); i++) {
      char c = word.charAt(i);
      if (c == '[') {
        depth++;
      } else if (c == ']') {
        depth = Math.max(0, depth - 1);
      } else if (c == ':' && depth == 0) {
        count++;
      }
    }
    return count;
  }
}
