package dev.play.module.net;

import static dev.play.value.Shell.quote;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One {@code uri} request, made on the host with curl. Everything that may be secret or long (the
 * URL, headers, credentials, the body) goes to curl as a config on standard input, never on a
 * command line. The script prints {@code x_} lines: {@code creates}/{@code removes} when it stops
 * before the request, else curl's exit code, {@code http_code num_redirects url_effective}, the
 * response headers and body (base64) and the seconds taken.
 *
 * @param body the body as sent, or null
 * @param bodyFile a path on the host whose bytes are the body ({@code src} with {@code
 *     remote_src}), or null
 * @param ifModifiedSince a file whose mtime goes as {@code If-Modified-Since} when it exists
 *     ({@code dest}), or null
 */
record UriRequest(
    String url,
    String method,
    String body,
    String bodyFile,
    Map<String, String> headers,
    UriOptions options,
    String creates,
    String removes,
    String ifModifiedSince) {

  static final String NO_CURL =
      "uri: curl is not installed on the host (play's uri runs curl there;"
          + " on Debian: apt-get install curl)";

  /** The script run on the host. */
  String script() {
    List<String> s = new ArrayList<>();
    s.add("command -v curl >/dev/null 2>&1 || { echo " + quote(NO_CURL) + " >&2; exit 127; }");
    if (creates != null) {
      s.add("if [ -e " + quote(creates) + " ]; then echo x_creates=1; exit 0; fi");
    }
    if (removes != null) {
      s.add("if [ ! -e " + quote(removes) + " ]; then echo x_removes=1; exit 0; fi");
    }
    s.add("h=$(mktemp) && b=$(mktemp) || exit 1");
    s.add("trap 'rm -f \"$h\" \"$b\"' EXIT");
    s.add("set --");
    if (ifModifiedSince != null) {
      s.add("[ -f " + quote(ifModifiedSince) + " ] && set -- -z " + quote(ifModifiedSince));
    }
    s.add("t=$(date +%s)");
    s.add(
        "w=$(curl -sS -K - -o \"$b\" -D \"$h\" -w '%{http_code} %{num_redirects} %{url_effective}' "
            + String.join(" ", options.curlArguments(method, body != null || bodyFile != null))
            + " \"$@\"); rc=$?");
    s.add("echo \"x_elapsed=$(( $(date +%s) - t ))\"; echo \"x_rc=$rc\"; echo \"x_out=$w\"");
    s.add("echo \"x_headers=$(base64 -w0 < \"$h\")\"; echo \"x_body=$(base64 -w0 < \"$b\")\"");
    return String.join("\n", s);
  }

  /** curl's config, read from standard input. */
  byte[] config() {
    StringBuilder c = new StringBuilder();
    line(c, "url", url);
    line(c, "user-agent", options.httpAgent());
    headers.forEach((k, v) -> line(c, "header", k + ": " + v));
    if (options.username() != null) {
      line(
          c,
          "user",
          options.username() + ":" + (options.password() == null ? "" : options.password()));
    }
    if (bodyFile != null) {
      line(c, "data-binary", "@" + bodyFile);
    } else if (body != null) {
      line(c, "data-raw", body);
    }
    return c.toString().getBytes(StandardCharsets.UTF_8);
  }

  private static void line(StringBuilder c, String option, String value) {
    c.append(option).append(" = \"");
    for (int i = 0; i < value.length(); i++) {
      char ch = value.charAt(i);
      switch (ch) {
        case '\\' -> c.append("\\\\");
        case '"' -> c.append("\\\"");
        case '\n' -> c.append("\\n");
        case '\r' -> c.append("\\r");
        case '\t' -> c.append("\\t");
        default -> c.append(ch);
      }
    }
    c.append("\"\n");
  }
}
