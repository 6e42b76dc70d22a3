package dev.play.module.net;

import static dev.play.value.Shell.quote;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A download on the host with curl (or wget when curl is missing): URL, headers, timeout,
 * certificate checks and credentials, which go on standard input as a curl config, never on a
 * command line.
 */
record Download(
    String url,
    Map<String, String> headers,
    int timeout,
    boolean validateCerts,
    String username,
    String password) {

  /**
   * Shell that downloads to the file named by the shell variable {@code var}; fails with curl's or
   * wget's message.
   */
  String into(String var) {
    return either(
        List.of("curl", "-fsSL"),
        "-o \"$" + var + "\"",
        List.of("wget", "-q"),
        "-O \"$" + var + "\"");
  }

  /**
   * Shell that asks for the URL's headers only (a HEAD request, as Ansible's get_url makes in check
   * mode); fails with curl's or wget's message, or when neither is installed.
   */
  String head() {
    return either(
        List.of("curl", "-fsSI", "-L"), "-o /dev/null", List.of("wget", "-q", "--spider"), "");
  }

  /**
   * curl with {@code curlArgs} and {@code curlOut} where the host has it, else wget with its own
   * (none when credentials are given: they need curl), each with the timeout, certificate checking
   * and headers; fails when neither is installed.
   */
  private String either(
      List<String> curlArgs, String curlOut, List<String> wgetArgs, String wgetOut) {
    List<String> curl = new ArrayList<>(curlArgs);
    curl.addAll(List.of("--max-time", String.valueOf(timeout)));
    List<String> wget = new ArrayList<>(wgetArgs);
    wget.addAll(List.of("-T", String.valueOf(timeout)));
    if (!validateCerts) {
      curl.add("-k");
      wget.add("--no-check-certificate");
    }
    headers.forEach(
        (k, v) -> {
          curl.add("-H");
          curl.add(quote(k + ": " + v));
          wget.add(quote("--header=" + k + ": " + v));
        });
    if (username != null) {
      curl.add("-K");
      curl.add("-");
    }
    curl.add(curlOut);
    wget.add(wgetOut);
    String c =
        String.join(" ", curl.stream().filter(a -> !a.isEmpty()).toList()) + " " + quote(url);
    String w =
        String.join(" ", wget.stream().filter(a -> !a.isEmpty()).toList()) + " " + quote(url);
    String noWget = username != null ? "echo 'credentials need curl on the host' >&2; false" : w;
    return "if command -v curl >/dev/null 2>&1; then "
        + c
        + "; elif command -v wget >/dev/null 2>&1; then "
        + noWget
        + "; else echo '"
        + NO_DOWNLOADER
        + "' >&2; false; fi";
  }

  static final String NO_DOWNLOADER = "neither curl nor wget is installed";

  /** The curl config read from standard input when credentials are given, else null. */
  String stdin() {
    if (username == null) {
      return null;
    }
    String userPass = username + ":" + (password == null ? "" : password);
    return "user = \"" + userPass.replace("\\", "\\\\").replace("\"", "\\\"") + "\"\n";
  }
}
