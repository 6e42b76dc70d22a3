package dev.play.expr;

import java.math.BigInteger;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code urlsplit(query='')}: Python's {@code urllib.parse.urlsplit} as Ansible returns it, the map
 * of fragment, hostname, netloc, password, path, port, query, scheme and username, or one of them.
 */
final class UrlSplit {
  private UrlSplit() {}

  static Object urlsplit(Object v, List<Object> args) {
    Map<String, Object> parts = parts(ValueFormat.str(v).strip().replaceAll("[\t\r\n]", ""));
    String query = ValueFormat.str(args.get(0));
    if (query.isEmpty()) {
      return parts;
    } else if (!parts.containsKey(query)) {
      throw new ExpressionException(
          "unknown URL component "
              + ValueFormat.repr(query)
              + " (one of "
              + String.join(", ", parts.keySet())
              + ")");
    }
    return parts.get(query);
  }

  private static Map<String, Object> parts(String url) {
    String scheme = scheme(url);
    String rest = scheme.isEmpty() ? url : url.substring(scheme.length() + 1);
    String netloc = "";
    if (rest.startsWith("//")) {
      int end = firstOf(rest, 2, "/?#");
      netloc = rest.substring(2, end);
      rest = rest.substring(end);
      if (netloc.contains("[") != netloc.contains("]")) {
        throw new ExpressionException("invalid IPv6 URL " + ValueFormat.repr(url));
      }
    }
    String[] fragment = rest.split("#", 2);
    String[] query = fragment[0].split("\\?", 2);
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("fragment", fragment.length > 1 ? fragment[1] : "");
    out.put("hostname", hostname(netloc));
    out.put("netloc", netloc);
    out.put("password", userinfo(netloc, 1));
    out.put("path", query[0]);
    out.put("port", port(netloc));
    out.put("query", query.length > 1 ? query[1] : "");
    out.put("scheme", scheme.toLowerCase(Locale.ROOT));
    out.put("username", userinfo(netloc, 0));
    return Collections.unmodifiableMap(out);
  }

  private static String scheme(String url) {
    int colon = url.indexOf(':');
    boolean valid =
        colon > 0
            && Character.isLetter(url.charAt(0))
            && url.charAt(0) < 128
            && url.substring(0, colon)
                .chars()
                .allMatch(c -> c < 128 && (Character.isLetterOrDigit(c) || "+-.".indexOf(c) >= 0));
    return valid ? url.substring(0, colon) : "";
  }

  private static int firstOf(String s, int from, String chars) {
    for (int i = from; i < s.length(); i++) {
      if (chars.indexOf(s.charAt(i)) >= 0) {
        return i;
      }
    }
    return s.length();
  }

  /** The user name (0) or password (1) before the last '@'; None when absent. */
  private static String userinfo(String netloc, int part) {
    int at = netloc.lastIndexOf('@');
    if (at < 0) {
      return null;
    }
    String[] info = netloc.substring(0, at).split(":", 2);
    return part < info.length ? info[part] : null;
  }

  /** Host and port after the last '@': {@code [host]:port} or {@code host:port}. */
  private static String[] hostAndPort(String netloc) {
    String hostinfo = netloc.substring(netloc.lastIndexOf('@') + 1);
    int open = hostinfo.indexOf('[');
    if (open >= 0) {
      String bracketed = hostinfo.substring(open + 1);
      int close = bracketed.indexOf(']');
      String after = close < 0 ? "" : bracketed.substring(close + 1);
      int colon = after.indexOf(':');
      return new String[] {
        close < 0 ? bracketed : bracketed.substring(0, close),
        colon < 0 ? "" : after.substring(colon + 1)
      };
    }
    int colon = hostinfo.indexOf(':');
    return colon < 0
        ? new String[] {hostinfo, ""}
        : new String[] {hostinfo.substring(0, colon), hostinfo.substring(colon + 1)};
  }

  private static String hostname(String netloc) {
    String host = hostAndPort(netloc)[0];
    if (host.isEmpty()) {
      return null;
    }
    int zone = host.indexOf('%');
    return zone < 0
        ? host.toLowerCase(Locale.ROOT)
        : host.substring(0, zone).toLowerCase(Locale.ROOT) + host.substring(zone);
  }

  private static Integer port(String netloc) {
    String port = hostAndPort(netloc)[1];
    if (port.isEmpty()) {
      return null;
    } else if (!port.chars().allMatch(c -> c >= '0' && c <= '9')) {
      throw new ExpressionException(
          "port could not be cast to integer value as " + ValueFormat.repr(port));
    }
    BigInteger value = new BigInteger(port);
    if (value.compareTo(BigInteger.valueOf(65535)) > 0) {
      throw new ExpressionException("port out of range 0-65535: " + port);
    }
    return value.intValue();
  }
}
