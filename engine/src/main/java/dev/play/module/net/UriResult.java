package dev.play.module.net;

import dev.play.value.JsonText;
import java.net.URI;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The result {@code uri} reports for a response, key by key as Ansible 2.14's: every response
 * header (lowercased, {@code -} as {@code _}), {@code status}, {@code url}, {@code redirected},
 * {@code msg}, {@code elapsed}, {@code cookies}, {@code json} for a JSON body, {@code content} when
 * asked, and Ansible's message when the status is not an expected one. Pure.
 *
 * @param fields the result fields ({@code msg} included)
 * @param ok whether the status is one of {@code status_code}
 */
record UriResult(Map<String, Object> fields, boolean ok) {
  private static final Set<String> JSON_TYPES = Set.of("json", "javascript");
  private static final Pattern CHARSET = Pattern.compile("(?i);\\s*charset=\"?([^\";,]+)");

  static UriResult of(String url, UriResponse r, List<Integer> codes, boolean returnContent) {
    Map<String, Object> info = info(url, r);
    int status = (Integer) info.get("status");
    String contentType = contentType(r);
    String sub = contentType.substring(contentType.indexOf('/') + 1);
    boolean maybeJson =
        JSON_TYPES.contains(sub.contains("+") ? sub.substring(sub.indexOf('+') + 1) : sub);
    boolean output = maybeJson || returnContent || !codes.contains(status);
    String content = null;
    if (output) {
      info.remove("body");
      content = decode(r.answered() ? r.body() : new byte[0], charset(r));
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("redirected", !url.equals(info.get("url")));
    info.forEach((k, v) -> out.put(k.replace('-', '_').toLowerCase(Locale.ROOT), v));
    out.put("elapsed", r.elapsed());
    out.put("changed", false);
    if (out.get("location") instanceof String location) {
      out.put("location", absolute(url, location));
    }
    if (maybeJson && content != null) {
      json(content, out);
    }
    boolean ok = codes.contains(status);
    if (!ok) {
      out.put(
          "msg",
          "Status code was " + status + " and not " + codes + ": " + out.getOrDefault("msg", ""));
    }
    if (returnContent) {
      out.put("content", content);
    }
    return new UriResult(out, ok);
  }

  /** What Ansible's fetch_url reports: the headers, then msg, url and status. */
  private static Map<String, Object> info(String url, UriResponse r) {
    Map<String, Object> info = new LinkedHashMap<>();
    info.put("url", url);
    info.put("status", -1);
    if (!r.answered()) {
      info.put("msg", "Request failed: " + (r.error() == null ? "no response" : r.error()));
      return info;
    }
    boolean success = r.status() >= 200 && r.status() < 300;
    for (String[] h : r.headers()) {
      Object before = info.get(h[0]);
      info.put(
          h[0],
          success && before instanceof String b && !isResultKey(h[0]) ? b + ", " + h[1] : h[1]);
    }
    if (success) {
      info.put(
          "cookies_string",
          String.join(
              "; ",
              r.cookies().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList()));
      info.put("cookies", new LinkedHashMap<>(r.cookies()));
      info.put(
          "msg",
          "OK ("
              + (r.header("content-length") == null ? "unknown" : r.header("content-length"))
              + " bytes)");
      info.put("url", r.effectiveUrl());
    } else {
      info.put("msg", "HTTP Error " + r.status() + ": " + r.reason());
      info.put("body", decode(r.body(), StandardCharsets.UTF_8));
    }
    info.put("status", r.status());
    return info;
  }

  private static boolean isResultKey(String header) {
    return header.equals("url") || header.equals("status");
  }

  /**
   * The media type as Python's email parser gives it: lowercased, {@code text/plain} when missing
   * or malformed.
   */
  private static String contentType(UriResponse r) {
    if (!r.answered()) {
      return "application/octet-stream";
    }
    String header = r.header("content-type");
    String type = header == null ? "" : header.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
    return type.indexOf('/') > 0 && type.indexOf('/') == type.lastIndexOf('/')
        ? type
        : "text/plain";
  }

  private static Charset charset(UriResponse r) {
    String header = r.header("content-type");
    Matcher m = CHARSET.matcher(header == null ? "" : header);
    try {
      return m.find() ? Charset.forName(m.group(1).strip()) : StandardCharsets.UTF_8;
    } catch (IllegalArgumentException e) {
      return StandardCharsets.UTF_8;
    }
  }

  private static String decode(byte[] body, Charset charset) {
    return new String(body, charset);
  }

  private static void json(String content, Map<String, Object> out) {
    try {
      out.put("json", JsonText.parse(content));
    } catch (JsonText.Malformed e) {
      // as Ansible: a body that is not JSON is left out of json
    }
  }

  /** A {@code Location} header made absolute against the request's URL, as Ansible does. */
  static String absolute(String url, String location) {
    if (location.contains("://")) {
      return location;
    }
    if (location.startsWith("/")) {
      String path;
      try {
        path = URI.create(url).getRawPath();
      } catch (IllegalArgumentException e) {
        path = "";
      }
      return (path == null ? url : url.replace(path, "")) + location;
    }
    int slash = url.lastIndexOf('/');
    return (slash < 0 ? "" : url.substring(0, slash)) + "/" + location;
  }
}
