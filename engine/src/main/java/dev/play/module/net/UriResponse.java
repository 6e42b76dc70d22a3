package dev.play.module.net;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What curl brought back ({@link UriRequest#script}'s {@code x_} lines). Parsing is pure.
 *
 * @param status the final HTTP status, 0 when no response came
 * @param reason the final status line's reason phrase
 * @param headers the final response's headers, names lowercased, in order (repeats kept)
 * @param cookies every {@code Set-Cookie} of the exchange, redirects included: name → value
 * @param error curl's message when it failed, else null
 */
record UriResponse(
    int status,
    String reason,
    String effectiveUrl,
    List<String[]> headers,
    Map<String, String> cookies,
    byte[] body,
    int elapsed,
    String error) {

  /** From the script's {@code x_} values and its standard error. */
  static UriResponse parse(Map<String, String> extra, String stderr) {
    String[] out = extra.getOrDefault("out", "000 0 ").split(" ", 3);
    int status = out[0].matches("[0-9]{3}") ? Integer.parseInt(out[0]) : 0;
    int rc = Integer.parseInt(extra.getOrDefault("rc", "0").strip());
    String error = rc == 0 ? null : curlMessage(stderr, rc);
    List<List<String>> blocks = blocks(decode(extra.get("headers")));
    List<String> last = blocks.isEmpty() ? List.of("") : blocks.get(blocks.size() - 1);
    Map<String, String> cookies = new LinkedHashMap<>();
    blocks.forEach(
        b ->
            headerLines(b).stream()
                .filter(h -> h[0].equals("set-cookie"))
                .forEach(h -> cookie(h[1], cookies)));
    String statusLine = last.get(0);
    String[] parts = statusLine.split(" ", 3);
    return new UriResponse(
        status,
        parts.length > 2 ? parts[2].strip() : "",
        out.length > 2 ? out[2] : "",
        headerLines(last),
        cookies,
        Base64.getDecoder().decode(extra.getOrDefault("body", "")),
        Integer.parseInt(extra.getOrDefault("elapsed", "0").strip()),
        error);
  }

  /** Whether a response came back (curl may still have failed later, e.g. on a redirect). */
  boolean answered() {
    return error == null && status > 0;
  }

  /** The value of header {@code name} (lowercase), the last one when repeated, or null. */
  String header(String name) {
    String v = null;
    for (String[] h : headers) {
      if (h[0].equals(name)) {
        v = h[1];
      }
    }
    return v;
  }

  private static String curlMessage(String stderr, int rc) {
    String msg = stderr.strip();
    msg = msg.startsWith("curl: ") ? msg.substring(6) : msg;
    return msg.isEmpty() ? "curl exited with " + rc : msg;
  }

  private static String decode(String b64) {
    return b64 == null
        ? ""
        : new String(Base64.getDecoder().decode(b64), StandardCharsets.ISO_8859_1);
  }

  /**
   * The header blocks of each response curl saw (redirects, 100 Continue, the final one), lines
   * without CR.
   */
  private static List<List<String>> blocks(String dump) {
    List<List<String>> blocks = new ArrayList<>();
    List<String> current = null;
    for (String line : dump.replace("\r", "").split("\n")) {
      if (line.startsWith("HTTP/")) {
        current = new ArrayList<>();
        blocks.add(current);
      }
      if (current != null && !line.isEmpty()) {
        current.add(line);
      }
    }
    return blocks;
  }

  private static List<String[]> headerLines(List<String> block) {
    List<String[]> out = new ArrayList<>();
    for (String line : block.subList(1, block.size())) {
      int colon = line.indexOf(':');
      if (colon > 0) {
        out.add(
            new String[] {
              line.substring(0, colon).strip().toLowerCase(java.util.Locale.ROOT),
              line.substring(colon + 1).strip()
            });
      }
    }
    return out;
  }

  private static void cookie(String setCookie, Map<String, String> cookies) {
    String pair = setCookie.split(";", 2)[0];
    int eq = pair.indexOf('=');
    if (eq > 0) {
      cookies.put(pair.substring(0, eq).strip(), pair.substring(eq + 1).strip());
    }
  }
}
